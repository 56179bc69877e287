-- The privacy policy's retention promises, enforced (app/privacy-policy, "Retention of your data"):
-- contact messages are kept at most two years, registrations and their resumes at most three.
-- Each row is deleted once it is older than its period, which is never later than the policy's
-- "after our last exchange with you". One function holds the rule; the hosted project runs it
-- daily through pg_cron, `npm run submissions:purge` runs it locally.

create or replace function public.purge_expired_submissions(as_of timestamptz default now())
returns table (kind text, removed bigint)
language sql
as $$
  with contact as (
    delete from public.contact_submissions where created_at < as_of - interval '2 years' returning 1
  ), registration as (
    delete from public.tech_refugee_registrations where created_at < as_of - interval '3 years' returning 1
  )
  select 'contact'::text, (select count(*) from contact)
  union all
  select 'registration'::text, (select count(*) from registration);
$$;

-- Schedules the purge daily at 03:17 UTC when pg_cron can be had (every hosted Supabase project;
-- `create extension ... with schema pg_catalog` is how Supabase's Cron docs enable it). Where it
-- cannot (PGlite, a PostgreSQL without the pg_cron package or outside cron.database_name) it
-- says so and changes nothing, so the migration applies everywhere. Run it again after enabling
-- pg_cron: `select public.schedule_submission_purge();` (cron.schedule replaces a job of the same name).
create or replace function public.schedule_submission_purge()
returns text
language plpgsql
as $$
begin
  begin
    create extension if not exists pg_cron with schema pg_catalog;
  exception when others then
    return 'not scheduled: pg_cron is not available here (' || sqlerrm || ')';
  end;
  perform cron.schedule('purge-expired-submissions', '17 3 * * *', 'select * from public.purge_expired_submissions()');
  return 'scheduled: purge-expired-submissions, daily at 03:17 UTC';
end;
$$;

-- Neither function is for the public API: PostgREST exposes functions the anon and authenticated
-- roles may execute, and Supabase grants them that by default.
revoke all on function public.purge_expired_submissions(timestamptz) from public;
revoke all on function public.schedule_submission_purge() from public;
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format('revoke all on function public.purge_expired_submissions(timestamptz) from %I', role_name);
      execute format('revoke all on function public.schedule_submission_purge() from %I', role_name);
    end if;
  end loop;
end;
$$;

select public.schedule_submission_purge();
