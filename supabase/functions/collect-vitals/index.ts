// Supabase Edge Function "collect-vitals": Core Web Vitals beacons and CSP violation reports (see ../_shared/collector.ts).
import { collectorEntryPoint } from '../_shared/serve.ts';

Deno.serve(collectorEntryPoint(Deno.env.toObject()));
