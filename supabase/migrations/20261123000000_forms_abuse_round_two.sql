-- Defences of the two forms, round two (supabase/functions/_shared/intake/handler.ts):
-- - resume_size: the stored resume's bytes, so the function's storage ceilings (per hour and per
--   day, across every sender) are one indexed sum; spam is stored without its file (size 0).
-- - turnstile_token: kept only while Turnstile's siteverify could not be reached
--   (email_status 'unverified'); the next check settles it and clears it.
-- - email_status 'unverified' and 'gave-up' (a failing email is tried MAX_EMAIL_ATTEMPTS times).
-- - function_alerts: one row per alert the functions sent (a ceiling reached), so an operator gets
--   one email per period, not one per refused request.
-- - The public API roles (anon, authenticated) get nothing on any table of the functions.
-- Idempotent, so it applies to a database that has it already.

alter table public.tech_refugee_registrations add column if not exists resume_size integer not null default 0;
update public.tech_refugee_registrations set resume_size = octet_length(resume)
  where resume is not null and resume_size = 0;
alter table public.tech_refugee_registrations add column if not exists turnstile_token text;
alter table public.contact_submissions add column if not exists turnstile_token text;

alter table public.contact_submissions drop constraint if exists contact_submissions_email_status_check;
alter table public.contact_submissions add constraint contact_submissions_email_status_check
  check (email_status in ('pending', 'sent', 'failed', 'deferred', 'withheld', 'unverified', 'gave-up'));
alter table public.tech_refugee_registrations drop constraint if exists tech_refugee_registrations_email_status_check;
alter table public.tech_refugee_registrations add constraint tech_refugee_registrations_email_status_check
  check (email_status in ('pending', 'sent', 'failed', 'deferred', 'withheld', 'unverified', 'gave-up'));

-- The ceilings count a function's rows of the last day.
create index if not exists contact_submissions_created_idx on public.contact_submissions (created_at);
create index if not exists tech_refugee_registrations_created_idx on public.tech_refugee_registrations (created_at);
-- A second registration with the same address is kept now; deletion requests still find every one.
drop index if exists public.tech_refugee_registrations_email_created_idx;
create index if not exists tech_refugee_registrations_email_idx on public.tech_refugee_registrations (lower(email));

create table if not exists public.function_alerts (
  kind text not null,
  topic text not null,
  period_start timestamptz not null,
  created_at timestamptz not null default now(),
  primary key (kind, topic, period_start)
);
alter table public.function_alerts enable row level security;

do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format(
        'revoke all on table public.contact_submissions, public.tech_refugee_registrations, public.function_alerts, '
        'public.vitals_beacons, public.csp_reports, public.collector_hourly from %I', role_name);
      execute format('revoke all on all sequences in schema public from %I', role_name);
    end if;
  end loop;
end;
$$;
