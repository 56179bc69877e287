// Supabase Edge Function "send-tech-refugee-form": validates, stores, then emails (see ../_shared/handler.ts).
import { entryPoint } from '../_shared/serve.ts';

Deno.serve(entryPoint('tech-refugee', Deno.env.toObject()));
