-- What linked a request for talent to its client in Zoho Recruit (providers/zoho-talent.ts,
-- core/talent-link.ts), so the recruiters' email says it: 'email' (the contact with the typed
-- address, or the client made for that address, was there), 'domain' (a client a recruiter gave
-- the typed address's domain as its Website) or 'new' (a client created from the request). Each
-- rests on a typed, unverified address, and the email says so.
-- Idempotent, so it applies to a database that has it already.
alter table public.talent_requests add column if not exists zoho_link text;
alter table public.talent_requests drop constraint if exists talent_requests_zoho_link_check;
alter table public.talent_requests add constraint talent_requests_zoho_link_check
  check (zoho_link in ('email', 'domain', 'new'));
