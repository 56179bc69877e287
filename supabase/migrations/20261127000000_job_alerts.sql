-- Job alerts (supabase/functions/job-alerts, job-alerts-send). What is kept is only
-- what the alerts need: the address, its criteria, its state and times, and which roles it was
-- sent. No token is stored (they are HMAC-signed, supabase/functions/_shared/core/alert-tokens.ts) and
-- no client address (the per-address request limit keeps a keyed hash of it for a day).
-- - alert_subscribers: one row per address (any case), 'pending' until confirmed; erased when
--   unsubscribed, when its confirmation waited more than 48 hours (purge_job_alerts, run by every
--   alert run) and by a deletion request (npm run submissions:forget).
-- - alert_roles: when each open role's id was first seen by an alert run; the first run's roles
--   are the baseline, never sent.
-- - alert_sent: (subscriber, role) once queued in an alert: never the same role twice.
-- - alert_emails: the alerts' own outbox (confirmations, "already subscribed" notices, alerts):
--   leased (lease_until, FOR UPDATE SKIP LOCKED), retried with backoff (next_at) in the batch
--   its first try made (batch_key), done or given up; each row's key is its email's idempotency key; the roles an alert lists are copied in
--   (public facts of the roles), so a retry sends the same email.
-- - alert_requests: a keyed hash of each subscribing client address and when, for its limits.
-- - job-alerts-send: pg_cron invokes it every 15 minutes through pg_net (schedule_job_alerts).
-- Idempotent, so it applies to a database that has it already.

create table if not exists public.alert_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null check (char_length(email) between 3 and 254),
  keywords text not null default '',
  place text not null default '',
  workplace text not null default 'any' check (workplace in ('any', 'remote', 'onsite')),
  terms text not null default 'any' check (terms in ('any', 'contract', 'permanent')),
  state text not null default 'pending' check (state in ('pending', 'confirmed')),
  -- The confirmation link's version: a new confirmation email replaces the previous link.
  token_version integer not null default 1,
  created_at timestamptz not null default now(),
  -- When the latest confirmation email was asked for: the link expires 48 hours after it.
  requested_at timestamptz not null default now(),
  confirmed_at timestamptz,
  last_alert_at timestamptz
);
alter table public.alert_subscribers enable row level security;
create unique index if not exists alert_subscribers_email_idx
  on public.alert_subscribers (lower(email));
create index if not exists alert_subscribers_confirmed_idx
  on public.alert_subscribers (id) where state = 'confirmed';
create index if not exists alert_subscribers_pending_idx
  on public.alert_subscribers (requested_at) where state = 'pending';

create table if not exists public.alert_roles (
  role_id text primary key,
  first_seen_at timestamptz not null,
  last_seen_at timestamptz not null,
  baseline boolean not null default false
);
alter table public.alert_roles enable row level security;

create table if not exists public.alert_sent (
  subscriber_id uuid not null references public.alert_subscribers (id) on delete cascade,
  role_id text not null,
  sent_at timestamptz not null default now(),
  primary key (subscriber_id, role_id)
);
alter table public.alert_sent enable row level security;

create table if not exists public.alert_emails (
  id bigint generated always as identity primary key,
  subscriber_id uuid not null references public.alert_subscribers (id) on delete cascade,
  topic text not null check (topic in ('confirmation', 'already-subscribed', 'alert')),
  key text not null unique,
  token_version integer not null default 1,
  roles jsonb not null default '[]'::jsonb,
  attempts integer not null default 0,
  lease_until timestamptz,
  next_at timestamptz,
  done_at timestamptz,
  gave_up_at timestamptz,
  last_error text,
  provider_id text,
  -- The Idempotency-Key of the batch this email was first sent in: a batch is tried again with the
  -- same emails under the same key, never regrouped (the provider keeps a key a day).
  batch_key text,
  created_at timestamptz not null default now()
);
alter table public.alert_emails enable row level security;
create index if not exists alert_emails_batch_idx
  on public.alert_emails (batch_key) where batch_key is not null and done_at is null;
create index if not exists alert_emails_due_idx
  on public.alert_emails (id) where done_at is null and gave_up_at is null;
create index if not exists alert_emails_subscriber_idx
  on public.alert_emails (subscriber_id, created_at);

create table if not exists public.alert_requests (
  key text not null,
  at timestamptz not null
);
alter table public.alert_requests enable row level security;
create index if not exists alert_requests_key_idx on public.alert_requests (key, at);
create index if not exists alert_requests_at_idx on public.alert_requests (at);

-- What is past its time: subscriptions never confirmed within 48 hours (with their emails), the
-- outbox's finished rows after two days (the daily notice cap counts them), request hashes after
-- a day. Every alert run calls it.
create or replace function public.purge_job_alerts(as_of timestamptz default now())
returns table (kind text, removed bigint)
language sql
as $$
  with pending as (
    delete from public.alert_subscribers
    where state = 'pending' and requested_at < as_of - interval '48 hours' returning 1
  ), emails as (
    delete from public.alert_emails
    where (done_at is not null or gave_up_at is not null) and created_at < as_of - interval '2 days'
    returning 1
  ), requests as (
    delete from public.alert_requests where at < as_of - interval '1 day' returning 1
  )
  select 'pending'::text, (select count(*) from pending)
  union all
  select 'emails'::text, (select count(*) from emails)
  union all
  select 'requests'::text, (select count(*) from requests);
$$;

-- Schedules the alert run every 15 minutes when pg_cron and pg_net can be had, as
-- schedule_outbox_drain does (20261125000000_outbox.sql), with the project's URL and service role
-- key read from Vault at each run. Elsewhere it says so and changes nothing.
create or replace function public.schedule_job_alerts()
returns text
language plpgsql
as $$
begin
  begin
    create extension if not exists pg_cron with schema pg_catalog;
    create extension if not exists pg_net;
  exception when others then
    return 'not scheduled: pg_cron and pg_net are not both available here (' || sqlerrm || ')';
  end;
  perform cron.schedule(
    'job-alerts-send',
    '*/15 * * * *',
    $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/job-alerts-send',
        headers := jsonb_build_object(
          'content-type', 'application/json',
          'authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
        body := '{}'::jsonb,
        timeout_milliseconds := 120000)
    $job$);
  return 'scheduled: job-alerts-send, every 15 minutes';
end;
$$;

revoke all on function public.purge_job_alerts(timestamptz) from public;
revoke all on function public.schedule_job_alerts() from public;
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format('revoke all on table public.alert_subscribers, public.alert_roles, public.alert_sent, public.alert_emails, public.alert_requests from %I', role_name);
      execute format('revoke all on function public.purge_job_alerts(timestamptz) from %I', role_name);
      execute format('revoke all on function public.schedule_job_alerts() from %I', role_name);
      execute format('revoke all on all sequences in schema public from %I', role_name);
    end if;
  end loop;
end;
$$;

select public.schedule_job_alerts();
