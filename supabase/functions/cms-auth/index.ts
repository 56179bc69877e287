// Supabase Edge Function "cms-auth": GitHub sign-in for the editor at /admin (see ../_shared/features/cms-auth.ts).
import { createCmsAuthHandler } from '../_shared/features/cms-auth.ts';

Deno.serve(createCmsAuthHandler(Deno.env.toObject()));
