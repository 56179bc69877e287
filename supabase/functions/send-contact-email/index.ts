// Supabase Edge Function "send-contact-email": validates, stores, then emails (see ../_shared/handler.ts).
import { handlerFromEnv, ipOf } from '../_shared/serve.ts';

const handle = handlerFromEnv('contact', Deno.env.toObject());

Deno.serve((request, info) => handle(request, { ip: ipOf(request, info.remoteAddr as Deno.NetAddr) }));
