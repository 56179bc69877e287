// Supabase Edge Function "send-tech-refugee-form": validates, stores, then emails (see ../_shared/handler.ts).
import { handlerFromEnv, ipOf } from '../_shared/serve.ts';

const handle = handlerFromEnv('registration', Deno.env.toObject());

Deno.serve((request, info) => handle(request, { ip: ipOf(request, info.remoteAddr as Deno.NetAddr) }));
