-- Job applications from the roles' pages (supabase/functions/submit-application):
-- - job_applications: one row per application, with the same intake and email columns as the
--   registrations (rate window, ceilings, spam, Turnstile, the recruiters' email as the row's own
--   outbox entry), the role as the function found it in /jobs/open-roles.json when it was sent,
--   and the Zoho Recruit hand-off's outcome (zoho_status, zoho_candidate_id, zoho_error).
--   The recruiters' email waits for the hand-off (zoho_status no longer 'pending'), at most
--   15 minutes (store-outbox.ts).
-- - outbox_tasks: the other work an application sets off, each a row with a unique key (its
--   idempotency key): the Zoho hand-off (topic 'zoho-handoff', each step's result kept in
--   `state`, so a retry resumes where it stopped) and the applicant's confirmation email (topic
--   'applicant-confirmation'). Leased (lease_until), retried with backoff (next_at), finished
--   (done_at) or given up (gave_up_at, last_error). The outbox-drain function runs them.
-- - purge_expired_submissions also removes applications past 3 years (the privacy policy).
-- Idempotent, so it applies to a database that has it already.

create table if not exists public.job_applications (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  job_slug text not null check (char_length(job_slug) between 1 and 120),
  job_title text,
  job_url text not null,
  job_zoho_id text,
  role_open boolean,
  full_name text not null check (char_length(full_name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254),
  phone text not null default '',
  linkedin_url text not null default '',
  note text not null default '',
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
  zoho_status text not null default 'pending'
    check (zoho_status in ('pending', 'done', 'skipped', 'failed')),
  zoho_candidate_id text,
  zoho_error text
);
alter table public.job_applications enable row level security;

create index if not exists job_applications_ip_created_idx
  on public.job_applications (client_ip, created_at desc);
create index if not exists job_applications_net_created_idx
  on public.job_applications (client_net, created_at desc);
create index if not exists job_applications_created_idx on public.job_applications (created_at);
create index if not exists job_applications_email_idx on public.job_applications (lower(email));
create index if not exists job_applications_email_claimed_idx
  on public.job_applications (email_claimed_at) where email_claimed_at is not null;
create index if not exists job_applications_outbox_idx
  on public.job_applications (created_at desc)
  where spam_reason is null and email_status in ('pending', 'failed', 'unverified', 'deferred');
create index if not exists job_applications_deferred_idx
  on public.job_applications (created_at) where email_status = 'deferred';
create index if not exists job_applications_digest_key_idx
  on public.job_applications (email_digest_key) where email_digest_key is not null;

create table if not exists public.outbox_tasks (
  id bigint generated always as identity primary key,
  topic text not null,
  key text not null unique,
  -- The application the task belongs to: deleted with it (retention, a deletion request).
  reference uuid not null references public.job_applications (id) on delete cascade,
  state jsonb not null default '{}'::jsonb,
  attempts integer not null default 0,
  lease_until timestamptz,
  next_at timestamptz,
  done_at timestamptz,
  gave_up_at timestamptz,
  last_error text,
  created_at timestamptz not null default now()
);
alter table public.outbox_tasks enable row level security;
create index if not exists outbox_tasks_due_idx
  on public.outbox_tasks (created_at desc) where done_at is null and gave_up_at is null;
create index if not exists outbox_tasks_reference_idx on public.outbox_tasks (reference);

-- Retention: applications as registrations (3 years); their tasks go with them.
create or replace function public.purge_expired_submissions(as_of timestamptz default now())
returns table (kind text, removed bigint)
language sql
as $$
  with contact as (
    delete from public.contact_submissions where created_at < as_of - interval '2 years' returning 1
  ), registration as (
    delete from public.tech_refugee_registrations where created_at < as_of - interval '3 years' returning 1
  ), application as (
    delete from public.job_applications where created_at < as_of - interval '3 years' returning 1
  )
  select 'contact'::text, (select count(*) from contact)
  union all
  select 'registration'::text, (select count(*) from registration)
  union all
  select 'application'::text, (select count(*) from application);
$$;

revoke all on function public.purge_expired_submissions(timestamptz) from public;
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format('revoke all on table public.job_applications, public.outbox_tasks from %I', role_name);
      execute format('revoke all on function public.purge_expired_submissions(timestamptz) from %I', role_name);
      execute format('revoke all on all sequences in schema public from %I', role_name);
    end if;
  end loop;
end;
$$;
