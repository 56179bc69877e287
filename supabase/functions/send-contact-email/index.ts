// Supabase Edge Function "send-contact-email": validates, stores, then emails (see ../_shared/intake/handler.ts).
import { entryPoint } from '../_shared/http/serve.ts';

Deno.serve(entryPoint('contact', Deno.env.toObject()));
