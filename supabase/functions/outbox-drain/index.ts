// Supabase Edge Function "outbox-drain": sends what the forms stored and could not yet mail; pg_cron invokes it every minute (see ../_shared/outbox/drain.ts and ../_shared/http/drain-passes.ts).
import { drainEntryPoint } from '../_shared/http/serve.ts';

Deno.serve(drainEntryPoint(Deno.env.toObject()));
