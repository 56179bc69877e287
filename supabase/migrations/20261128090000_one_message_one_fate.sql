-- One message, one fate (supabase/functions/_shared/outbox/, store/store-outbox.ts,
-- store/store-parked.ts): every row the drain takes is handled alone; what throws is recorded on
-- that row (email_attempts, email_error), retried after its backoff, and after its last attempt
-- parked ('gave-up') with its reason, when it was parked recorded here so the operator's alert
-- reports each parked message once.
-- The bot check never loses a person (providers/turnstile.ts, intake/bot-recheck.ts):
-- - turnstile_key: the idempotency key of the first siteverify check of a submission stored while
--   siteverify could not judge it; the drain's later check sends it again and siteverify answers
--   as it answered first (Cloudflare's documented retry), so a token spent by a late answer is
--   not judged a duplicate;
-- - bot_check 'not-run': the check could not be completed (siteverify down past the token's
--   life, or still down long after): the submission is mailed to staff marked so, never withheld.
-- Idempotent, so it applies to a database that has it already.

alter table public.contact_submissions add column if not exists email_parked_at timestamptz;
alter table public.tech_refugee_registrations add column if not exists email_parked_at timestamptz;
alter table public.job_applications add column if not exists email_parked_at timestamptz;

alter table public.contact_submissions add column if not exists turnstile_key text;
alter table public.tech_refugee_registrations add column if not exists turnstile_key text;
alter table public.job_applications add column if not exists turnstile_key text;

alter table public.contact_submissions add column if not exists bot_check text;
alter table public.tech_refugee_registrations add column if not exists bot_check text;
alter table public.job_applications add column if not exists bot_check text;

do $$
declare
  t text;
begin
  foreach t in array array['contact_submissions', 'tech_refugee_registrations', 'job_applications'] loop
    if not exists (
      select 1 from pg_constraint where conname = t || '_bot_check_check'
        and conrelid = ('public.' || t)::regclass
    ) then
      execute format(
        'alter table public.%I add constraint %I check (bot_check is null or bot_check in (''not-run''))',
        t, t || '_bot_check_check');
    end if;
  end loop;
end;
$$;

-- What the operator's report of parked messages looks for: the newest parked of each table.
create index if not exists contact_submissions_parked_idx
  on public.contact_submissions (email_parked_at) where email_status = 'gave-up';
create index if not exists tech_refugee_registrations_parked_idx
  on public.tech_refugee_registrations (email_parked_at) where email_status = 'gave-up';
create index if not exists job_applications_parked_idx
  on public.job_applications (email_parked_at) where email_status = 'gave-up';
create index if not exists outbox_tasks_parked_idx
  on public.outbox_tasks (gave_up_at) where gave_up_at is not null;
