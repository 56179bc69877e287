// Supabase Edge Function "request-talent": a hiring manager's request for talent from /hire;
// validates, stores, then hands it to Zoho Recruit and mails the recruiters and the requester
// through the outbox (see ../_shared/intake/handler.ts and ../_shared/intake/talent.ts).
import { entryPoint } from '../_shared/http/serve.ts';

Deno.serve(entryPoint('talent-request', Deno.env.toObject()));
