// Supabase Edge Function "job-alerts-send": one alert run, the new roles to their subscribers;
// pg_cron invokes it every 15 minutes (see ../_shared/features/job-alerts.ts).
import { alertsSendEntryPoint } from '../_shared/http/serve.ts';

Deno.serve(alertsSendEntryPoint(Deno.env.toObject()));
