// Supabase Edge Function "send-contact-email": validates, stores, then emails (see ../_shared/handler.ts).
import { entryPoint } from '../_shared/serve.ts';

Deno.serve(entryPoint('contact', Deno.env.toObject()));
