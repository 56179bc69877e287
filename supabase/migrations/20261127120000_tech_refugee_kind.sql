-- The Tech Refugee registration has one name from the function to the table: its function is
-- send-tech-refugee-form, its table tech_refugee_registrations, and the functions now call its
-- kind 'tech-refugee' (it was 'registration'). The counters the functions keep by kind are renamed
-- with it, so a window open during the deploy keeps counting, and the retention job reports the
-- kind by that name. Idempotent.

-- A window counted under both names (requests during the deploy) keeps the new name's row.
delete from public.function_alerts old
where old.kind = 'registration'
  and exists (
    select 1 from public.function_alerts new
    where new.kind = 'tech-refugee' and new.topic = old.topic and new.period_start = old.period_start
  );
update public.function_alerts set kind = 'tech-refugee' where kind = 'registration';

update public.function_refusals new
set refused = new.refused + old.refused
from public.function_refusals old
where new.kind = 'tech-refugee' and old.kind = 'registration'
  and new.client_ip = old.client_ip and new.window_start = old.window_start;
delete from public.function_refusals old
where old.kind = 'registration'
  and exists (
    select 1 from public.function_refusals new
    where new.kind = 'tech-refugee' and new.client_ip = old.client_ip
      and new.window_start = old.window_start
  );
update public.function_refusals set kind = 'tech-refugee' where kind = 'registration';

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
  )
  select 'contact'::text, (select count(*) from contact)
  union all
  select 'tech-refugee'::text, (select count(*) from tech_refugee)
  union all
  select 'application'::text, (select count(*) from application);
$$;
