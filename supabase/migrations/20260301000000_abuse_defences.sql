-- Defences of the two forms against abuse (issue 16):
-- - spam_reason: why a submission was judged a bot (honeypot filled, sent too fast, no timing,
--   Turnstile failed); null for a person. Spam is kept (a false positive loses nothing) but no
--   email is sent for it: email_status 'withheld'.
-- - email_claimed_at: when the submission took one of the function's hourly email slots
--   (EMAIL_HOURLY_CAP). Past the cap the email waits with status 'deferred' for outbox:retry.
-- Idempotent, so it applies to a database that has it already.

alter table contact_submissions add column if not exists spam_reason text;
alter table contact_submissions add column if not exists email_claimed_at timestamptz;
alter table contact_submissions drop constraint if exists contact_submissions_email_status_check;
alter table contact_submissions add constraint contact_submissions_email_status_check
  check (email_status in ('pending', 'sent', 'failed', 'deferred', 'withheld'));

alter table tech_refugee_registrations add column if not exists spam_reason text;
alter table tech_refugee_registrations add column if not exists email_claimed_at timestamptz;
alter table tech_refugee_registrations drop constraint if exists tech_refugee_registrations_email_status_check;
alter table tech_refugee_registrations add constraint tech_refugee_registrations_email_status_check
  check (email_status in ('pending', 'sent', 'failed', 'deferred', 'withheld'));

create index if not exists contact_submissions_email_claimed_idx
  on contact_submissions (email_claimed_at) where email_claimed_at is not null;
create index if not exists tech_refugee_registrations_email_claimed_idx
  on tech_refugee_registrations (email_claimed_at) where email_claimed_at is not null;

-- The same address registering again within the window is stored once (people only).
create index if not exists tech_refugee_registrations_email_created_idx
  on tech_refugee_registrations (lower(email), created_at desc) where spam_reason is null;
-- Deletion requests look submissions up by address.
create index if not exists contact_submissions_email_idx on contact_submissions (lower(email));
