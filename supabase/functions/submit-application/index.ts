// Supabase Edge Function "submit-application": a job application from a role's page; validates,
// stores, then hands it to Zoho Recruit and mails it through the outbox (see ../_shared/handler.ts
// and ../_shared/application.ts).
import { entryPoint } from '../_shared/serve.ts';

Deno.serve(entryPoint('application', Deno.env.toObject()));
