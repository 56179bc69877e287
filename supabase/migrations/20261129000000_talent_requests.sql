-- Hiring managers' requests for talent from /hire (supabase/functions/request-talent):
-- - talent_requests: one row per request, with the same intake and email columns as the other
--   forms (rate window, ceilings, spam, Turnstile, the recruiters' email as the row's own outbox
--   entry), what the hiring manager typed, and where the Zoho Recruit hand-off stands
--   (zoho_status; the client, contact and opening it made or found; zoho_error when given up).
--   The recruiters' email waits for the hand-off (zoho_status no longer 'pending'), at most
--   15 minutes (store-outbox.ts), so it can link the records in Zoho Recruit.
-- - outbox_tasks now holds the requests' work too (topics 'talent-handoff', 'talent-confirmation',
--   keys request-talent/<id>/zoho and request-talent/<id>/confirmation): its `reference` is the
--   application's or the request's id, so the foreign key to job_applications gives way to a
--   trigger on each table that deletes a row's tasks with it (retention, a deletion request).
-- - purge_expired_submissions also removes requests past 2 years: the privacy policy keeps them
--   as long as contact messages.
-- Idempotent, so it applies to a database that has it already.

create table if not exists public.talent_requests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  company text not null check (char_length(company) between 1 and 200),
  full_name text not null check (char_length(full_name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254),
  phone text not null default '' check (char_length(phone) <= 40),
  role_title text not null check (char_length(role_title) between 1 and 200),
  headcount integer not null check (headcount between 1 and 100),
  engagement text not null check (engagement in ('contract', 'contract-to-hire', 'permanent')),
  workplace text not null check (workplace in ('onsite', 'hybrid', 'remote')),
  location text not null check (char_length(location) between 1 and 200),
  skills text not null check (char_length(skills) between 1 and 1000),
  description text not null check (char_length(description) between 1 and 5000),
  -- YYYY-MM-DD, or '' when not given (kept as typed: no time zone can move it a day).
  start_date text not null default '' check (start_date = '' or start_date ~ '^\d{4}-\d{2}-\d{2}$'),
  budget text not null default '' check (char_length(budget) <= 120),
  client_ip text not null,
  client_net text,
  payload_hash text not null,
  spam_reason text,
  turnstile_token text,
  turnstile_key text,
  bot_check text check (bot_check is null or bot_check in ('not-run')),
  email_status text not null default 'pending'
    check (email_status in ('pending', 'sent', 'failed', 'deferred', 'withheld', 'unverified', 'gave-up')),
  email_error text,
  email_attempts integer not null default 0,
  email_provider_id text,
  emailed_at timestamptz,
  email_claimed_at timestamptz,
  email_lease_until timestamptz,
  email_next_at timestamptz,
  email_digest_key text,
  email_parked_at timestamptz,
  zoho_status text not null default 'pending'
    check (zoho_status in ('pending', 'done', 'skipped', 'failed')),
  zoho_client_id text,
  zoho_contact_id text,
  zoho_opening_id text,
  -- The contact was already in Zoho Recruit (and left as it was): the recruiters' email says so.
  zoho_existing_contact boolean,
  zoho_error text
);
alter table public.talent_requests enable row level security;

create index if not exists talent_requests_ip_created_idx
  on public.talent_requests (client_ip, created_at desc);
create index if not exists talent_requests_net_created_idx
  on public.talent_requests (client_net, created_at desc);
create index if not exists talent_requests_created_idx on public.talent_requests (created_at);
create index if not exists talent_requests_email_idx on public.talent_requests (lower(email));
create index if not exists talent_requests_email_claimed_idx
  on public.talent_requests (email_claimed_at) where email_claimed_at is not null;
create index if not exists talent_requests_outbox_idx
  on public.talent_requests (created_at desc)
  where spam_reason is null and email_status in ('pending', 'failed', 'unverified', 'deferred');
create index if not exists talent_requests_deferred_idx
  on public.talent_requests (created_at) where email_status = 'deferred';
create index if not exists talent_requests_digest_key_idx
  on public.talent_requests (email_digest_key) where email_digest_key is not null;
create index if not exists talent_requests_parked_idx
  on public.talent_requests (email_parked_at) where email_status = 'gave-up';

-- A task belongs to an application or a request: deleted with either.
alter table public.outbox_tasks drop constraint if exists outbox_tasks_reference_fkey;

create or replace function public.delete_outbox_tasks_of_deleted()
returns trigger
language plpgsql
as $$
begin
  delete from public.outbox_tasks where reference in (select id from deleted_rows);
  return null;
end;
$$;

drop trigger if exists job_applications_delete_tasks on public.job_applications;
create trigger job_applications_delete_tasks
  after delete on public.job_applications
  referencing old table as deleted_rows
  for each statement execute function public.delete_outbox_tasks_of_deleted();

drop trigger if exists talent_requests_delete_tasks on public.talent_requests;
create trigger talent_requests_delete_tasks
  after delete on public.talent_requests
  referencing old table as deleted_rows
  for each statement execute function public.delete_outbox_tasks_of_deleted();

-- Retention: requests for talent as contact messages (2 years).
create or replace function public.purge_expired_submissions(as_of timestamptz default now())
returns table (kind text, removed bigint)
language sql
as $$
  with contact as (
    delete from public.contact_submissions where created_at < as_of - interval '2 years' returning 1
  ), tech_refugee as (
    delete from public.tech_refugee_registrations where created_at < as_of - interval '3 years' returning 1
  ), application as (
    delete from public.job_applications where created_at < as_of - interval '3 years' returning 1
  ), talent_request as (
    delete from public.talent_requests where created_at < as_of - interval '2 years' returning 1
  )
  select 'contact'::text, (select count(*) from contact)
  union all
  select 'tech-refugee'::text, (select count(*) from tech_refugee)
  union all
  select 'application'::text, (select count(*) from application)
  union all
  select 'talent-request'::text, (select count(*) from talent_request);
$$;

revoke all on function public.purge_expired_submissions(timestamptz) from public;
revoke all on function public.delete_outbox_tasks_of_deleted() from public;
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format('revoke all on table public.talent_requests from %I', role_name);
      execute format('revoke all on function public.purge_expired_submissions(timestamptz) from %I', role_name);
      execute format('revoke all on function public.delete_outbox_tasks_of_deleted() from %I', role_name);
    end if;
  end loop;
end;
$$;
