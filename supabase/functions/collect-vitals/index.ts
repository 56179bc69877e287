// Supabase Edge Function "collect-vitals": Core Web Vitals beacons and CSP violation reports (see ../_shared/features/collector.ts).
import { collectorEntryPoint } from '../_shared/http/serve.ts';

Deno.serve(collectorEntryPoint(Deno.env.toObject()));
