// Supabase Edge Function "send-tech-refugee-form": validates, stores, then emails (see ../_shared/intake/handler.ts).
import { entryPoint } from '../_shared/http/serve.ts';

Deno.serve(entryPoint('tech-refugee', Deno.env.toObject()));
