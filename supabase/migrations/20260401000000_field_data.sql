-- Field data from real visits (the collect-vitals function): one row per page view's Core Web
-- Vitals beacon and one per Content-Security-Policy violation. Written only by the function over
-- SUPABASE_DB_URL; row level security is on with no policies, so the public API keys can neither
-- read nor write them. No column holds an address, an identifier, a cookie, a user agent or a
-- full URL: a route, coarse classes and the numbers. Kept 90 days (the privacy policy's period).

create table if not exists public.vitals_beacons (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  route text not null check (char_length(route) <= 200),
  device text not null check (device in ('mobile', 'tablet', 'desktop')),
  connection text check (connection in ('slow-2g', '2g', '3g', '4g')),
  visit text not null check (visit in ('first', 'return')),
  build_id text not null check (char_length(build_id) <= 64),
  lcp_ms double precision check (lcp_ms between 0 and 120000),
  inp_ms double precision check (inp_ms between 0 and 60000),
  cls double precision check (cls between 0 and 100),
  ttfb_ms double precision check (ttfb_ms between 0 and 120000)
);
create index if not exists vitals_beacons_created_at on public.vitals_beacons (created_at);

create table if not exists public.csp_reports (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  route text not null check (char_length(route) <= 200),
  directive text not null check (char_length(directive) <= 40),
  blocked text not null check (char_length(blocked) <= 300),
  disposition text not null check (disposition in ('enforce', 'report')),
  via text not null check (via in ('report-to', 'report-uri'))
);
create index if not exists csp_reports_created_at on public.csp_reports (created_at);

-- The flood cap: rows accepted per kind per hour, across every instance of the function.
create table if not exists public.collector_hourly (
  kind text not null check (kind in ('beacon', 'csp')),
  hour timestamptz not null,
  accepted integer not null,
  primary key (kind, hour)
);

alter table public.vitals_beacons enable row level security;
alter table public.csp_reports enable row level security;
alter table public.collector_hourly enable row level security;

-- Deletes beacons and reports older than 90 days, and the cap's counters older than a day.
create or replace function public.purge_expired_field_data(as_of timestamptz default now())
returns table (kind text, removed bigint)
language sql
as $$
  with vitals as (
    delete from public.vitals_beacons where created_at < as_of - interval '90 days' returning 1
  ), csp as (
    delete from public.csp_reports where created_at < as_of - interval '90 days' returning 1
  ), counters as (
    delete from public.collector_hourly where hour < as_of - interval '1 day' returning 1
  )
  select 'vitals'::text, (select count(*) from vitals)
  union all
  select 'csp'::text, (select count(*) from csp)
  union all
  select 'counters'::text, (select count(*) from counters);
$$;

-- The same mechanism as the submissions' purge (20260302000000_retention.sql): a daily pg_cron
-- job where pg_cron can be had, a note and no change where it cannot (PGlite, a PostgreSQL
-- without the extension), so the migration applies everywhere.
create or replace function public.schedule_field_data_purge()
returns text
language plpgsql
as $$
begin
  begin
    create extension if not exists pg_cron with schema pg_catalog;
  exception when others then
    return 'not scheduled: pg_cron is not available here (' || sqlerrm || ')';
  end;
  perform cron.schedule('purge-expired-field-data', '27 3 * * *', 'select * from public.purge_expired_field_data()');
  return 'scheduled: purge-expired-field-data, daily at 03:27 UTC';
end;
$$;

revoke all on function public.purge_expired_field_data(timestamptz) from public;
revoke all on function public.schedule_field_data_purge() from public;
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format('revoke all on table public.vitals_beacons, public.csp_reports, public.collector_hourly from %I', role_name);
      execute format('revoke all on function public.purge_expired_field_data(timestamptz) from %I', role_name);
      execute format('revoke all on function public.schedule_field_data_purge() from %I', role_name);
    end if;
  end loop;
end;
$$;

select public.schedule_field_data_purge();
