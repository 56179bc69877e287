-- The outbox (supabase/functions/_shared/store/store-outbox.ts, outbox/): every person's submission
-- is mailed by a schedule, not by the next visitor's request, and each email is sent once as the
-- provider sees it.
-- - email_lease_until: who sends a row holds it until then (FOR UPDATE SKIP LOCKED claims it);
--   the request that stores a row holds it for its first send; a sender that dies leaves a lease
--   that runs out, and the next drain takes the row.
-- - email_next_at: a failed send is tried again from then on (backoff doubling per attempt).
-- - email_digest_key: the digest that carries a row waiting behind the email cap; a digest tried
--   again after a crash carries the same rows under the same Idempotency-Key.
-- - outbox-drain: pg_cron invokes the drain function every minute through pg_net, with the
--   project's URL and service role key from Supabase Vault (schedule_outbox_drain below).
-- Idempotent, so it applies to a database that has it already.

alter table public.contact_submissions add column if not exists email_lease_until timestamptz;
alter table public.contact_submissions add column if not exists email_next_at timestamptz;
alter table public.contact_submissions add column if not exists email_digest_key text;
alter table public.tech_refugee_registrations add column if not exists email_lease_until timestamptz;
alter table public.tech_refugee_registrations add column if not exists email_next_at timestamptz;
alter table public.tech_refugee_registrations add column if not exists email_digest_key text;

-- What a drain looks for: people's rows whose email still waits.
create index if not exists contact_submissions_outbox_idx
  on public.contact_submissions (created_at desc)
  where spam_reason is null and email_status in ('pending', 'failed', 'unverified', 'deferred');
create index if not exists tech_refugee_registrations_outbox_idx
  on public.tech_refugee_registrations (created_at desc)
  where spam_reason is null and email_status in ('pending', 'failed', 'unverified', 'deferred');
create index if not exists contact_submissions_digest_key_idx
  on public.contact_submissions (email_digest_key) where email_digest_key is not null;
create index if not exists tech_refugee_registrations_digest_key_idx
  on public.tech_refugee_registrations (email_digest_key) where email_digest_key is not null;

-- Schedules the drain every minute when pg_cron and pg_net can be had (every hosted Supabase
-- project; Supabase's "Scheduling Edge Functions" guide). The project's URL and the service role
-- key are read from Vault at each run, never stored in the job:
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'service_role_key');
-- Where either extension cannot be had (PGlite, a plain PostgreSQL) it says so and changes
-- nothing; the local server and `npm run outbox:retry` run the same drain themselves.
create or replace function public.schedule_outbox_drain()
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
    'outbox-drain',
    '* * * * *',
    $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/outbox-drain',
        headers := jsonb_build_object(
          'content-type', 'application/json',
          'authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
        body := '{}'::jsonb,
        timeout_milliseconds := 55000)
    $job$);
  return 'scheduled: outbox-drain, every minute';
end;
$$;

revoke all on function public.schedule_outbox_drain() from public;
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format('revoke all on function public.schedule_outbox_drain() from %I', role_name);
    end if;
  end loop;
end;
$$;

select public.schedule_outbox_drain();
