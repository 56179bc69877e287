// Supabase Edge Function "submit-application": a job application from a role's page; validates,
// stores, then hands it to Zoho Recruit and mails it through the outbox (see ../_shared/intake/handler.ts
// and ../_shared/intake/application.ts).
import { entryPoint } from '../_shared/http/serve.ts';

Deno.serve(entryPoint('application', Deno.env.toObject()));
