// Supabase Edge Function "job-alerts": subscribe, confirm, manage and unsubscribe from job alerts
// (see ../_shared/features/job-alerts.ts); routes by subpath, /functions/v1/job-alerts/<action>.
import { alertsEntryPoint } from '../_shared/http/serve.ts';

Deno.serve(alertsEntryPoint(Deno.env.toObject()));
