-- Defences of the two forms, round three (supabase/functions/_shared/intake/handler.ts, store/store.ts):
-- - client_net: the sender's network (an IPv4 /24 or an IPv6 /48), so text submissions are
--   bounded per address and per network instead of by a small count shared by everyone.
-- - resume_dropped: why a registration was stored without its file ('ceiling': the resume
--   bytes of its address, network or of everyone reached their ceiling); the applicant was told
--   to send the file by email. Its name is kept, its bytes are not.
-- - function_refusals: refused requests (bad JSON, a bad field, a bad file...) per address and
--   ten-minute window, so an address that keeps sending garbage is refused before its body is read
--   (a counter older than a day is deleted when the next refusal is counted).
-- - function_alerts also records each email digest and each email cap reached (per period).
-- Idempotent, so it applies to a database that has it already.

alter table public.contact_submissions add column if not exists client_net text;
alter table public.tech_refugee_registrations add column if not exists client_net text;
alter table public.tech_refugee_registrations add column if not exists resume_dropped text
  check (resume_dropped is null or resume_dropped in ('ceiling'));

create index if not exists contact_submissions_net_created_idx
  on public.contact_submissions (client_net, created_at desc);
create index if not exists tech_refugee_registrations_net_created_idx
  on public.tech_refugee_registrations (client_net, created_at desc);
-- The digest reads what waits for it.
create index if not exists contact_submissions_deferred_idx
  on public.contact_submissions (created_at) where email_status = 'deferred';
create index if not exists tech_refugee_registrations_deferred_idx
  on public.tech_refugee_registrations (created_at) where email_status = 'deferred';

create table if not exists public.function_refusals (
  kind text not null,
  client_ip text not null,
  window_start timestamptz not null,
  refused integer not null,
  primary key (kind, client_ip, window_start)
);
alter table public.function_refusals enable row level security;

do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format('revoke all on table public.function_refusals from %I', role_name);
    end if;
  end loop;
end;
$$;
