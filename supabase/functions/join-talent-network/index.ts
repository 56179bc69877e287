// Supabase Edge Function "join-talent-network": a technologist joins the firm's talent network from
// /talent-network; validates, stores, then hands them to Zoho Recruit as a candidate with no
// opening, mails the recruiters and acknowledges the person through the outbox, and subscribes an
// opt-in to job alerts (see ../_shared/intake/handler.ts and ../_shared/intake/network.ts).
import { entryPoint } from '../_shared/http/serve.ts';

Deno.serve(entryPoint('talent-network', Deno.env.toObject()));
