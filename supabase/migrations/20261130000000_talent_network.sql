-- Joins of the firm's talent network from /talent-network (supabase/functions/join-talent-network):
-- - talent_network_joins: one row per join, with the same intake and email columns as the other
--   forms (rate window, ceilings, spam, Turnstile, the recruiters' email as the row's own outbox
--   entry), what the person typed and chose, their resume (as an application's: at most 5 MB,
--   dropped past a resume ceiling), and where the Zoho Recruit hand-off stands (zoho_status; the
--   candidate it made or found; whether that candidate was already there, and so left as it was;
--   zoho_error when given up). The recruiters' email waits for the hand-off (zoho_status no longer
--   'pending'), at most 15 minutes (store-outbox.ts), so it can link the candidate.
-- - outbox_tasks holds a join's work too (topics 'network-handoff', 'network-acknowledgement' and,
--   when the person opted in to job alerts, 'network-alerts'; keys
--   join-talent-network/<id>/zoho|acknowledgement|alerts), deleted with the join by a trigger.
-- - talent_requests.profile: the talent profile a request for talent asked about.
-- - purge_expired_submissions also removes joins past 3 years, as registrations and applications
--   (the privacy policy).
-- Idempotent, so it applies to a database that has it already.

create table if not exists public.talent_network_joins (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  full_name text not null check (char_length(full_name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254),
  phone text not null default '' check (char_length(phone) <= 40),
  linkedin_url text not null default '' check (char_length(linkedin_url) <= 2048),
  role text not null check (char_length(role) between 1 and 200),
  primary_skills text[] not null,
  years integer not null check (years between 0 and 60),
  workplaces text[] not null
    check (workplaces <@ array['onsite', 'hybrid', 'remote']::text[] and cardinality(workplaces) > 0),
  engagements text[] not null
    check (engagements <@ array['contract', 'contract-to-hire', 'permanent']::text[] and cardinality(engagements) > 0),
  location text not null default '' check (char_length(location) <= 80),
  availability text not null check (availability in ('now', 'two-weeks', 'one-month', 'later')),
  -- The lawful question: authorized to work in the US, or will need sponsorship. Never citizenship.
  work_authorization text not null check (work_authorization in ('authorized', 'sponsorship')),
  job_alerts boolean not null default false,
  resume_filename text,
  resume_content_type text,
  resume bytea check (resume is null or octet_length(resume) <= 5242880),
  resume_size integer not null default 0,
  resume_dropped text check (resume_dropped is null or resume_dropped in ('ceiling')),
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
  zoho_candidate_id text,
  -- The candidate was already in Zoho Recruit (and left as it was): the recruiters' email says so.
  zoho_existing boolean,
  zoho_error text
);
alter table public.talent_network_joins enable row level security;

create index if not exists talent_network_joins_ip_created_idx
  on public.talent_network_joins (client_ip, created_at desc);
create index if not exists talent_network_joins_net_created_idx
  on public.talent_network_joins (client_net, created_at desc);
create index if not exists talent_network_joins_created_idx
  on public.talent_network_joins (created_at);
create index if not exists talent_network_joins_email_idx
  on public.talent_network_joins (lower(email));
create index if not exists talent_network_joins_email_claimed_idx
  on public.talent_network_joins (email_claimed_at) where email_claimed_at is not null;
create index if not exists talent_network_joins_outbox_idx
  on public.talent_network_joins (created_at desc)
  where spam_reason is null and email_status in ('pending', 'failed', 'unverified', 'deferred');
create index if not exists talent_network_joins_deferred_idx
  on public.talent_network_joins (created_at) where email_status = 'deferred';
create index if not exists talent_network_joins_digest_key_idx
  on public.talent_network_joins (email_digest_key) where email_digest_key is not null;
create index if not exists talent_network_joins_parked_idx
  on public.talent_network_joins (email_parked_at) where email_status = 'gave-up';

-- A request for talent says which talent profile of /talent it asked about ('' for none): the
-- opening and the recruiters' email name it.
alter table public.talent_requests add column if not exists profile text not null default ''
  check (char_length(profile) <= 120);

drop trigger if exists talent_network_joins_delete_tasks on public.talent_network_joins;
create trigger talent_network_joins_delete_tasks
  after delete on public.talent_network_joins
  referencing old table as deleted_rows
  for each statement execute function public.delete_outbox_tasks_of_deleted();

-- Retention: joins as registrations and applications (3 years).
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
  ), talent_network as (
    delete from public.talent_network_joins where created_at < as_of - interval '3 years' returning 1
  )
  select 'contact'::text, (select count(*) from contact)
  union all
  select 'tech-refugee'::text, (select count(*) from tech_refugee)
  union all
  select 'application'::text, (select count(*) from application)
  union all
  select 'talent-request'::text, (select count(*) from talent_request)
  union all
  select 'talent-network'::text, (select count(*) from talent_network);
$$;

revoke all on function public.purge_expired_submissions(timestamptz) from public;
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format('revoke all on table public.talent_network_joins from %I', role_name);
      execute format('revoke all on function public.purge_expired_submissions(timestamptz) from %I', role_name);
    end if;
  end loop;
end;
$$;
