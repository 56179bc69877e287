// Supabase Edge Function "cms-auth": GitHub sign-in for the editor at /admin (see ../_shared/cms-auth.ts).
import { createCmsAuthHandler } from '../_shared/cms-auth.ts';

Deno.serve(createCmsAuthHandler(Deno.env.toObject()));
