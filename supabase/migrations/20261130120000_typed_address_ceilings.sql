-- Emails to addresses a visitor typed, and the hand-offs to Zoho Recruit, within their ceilings
-- (supabase/functions/_shared/store/store-typed-mail.ts):
-- - typed_address_emails: one row per email to a typed address (a requester's or an applicant's
--   confirmation), reserved before it is sent under its idempotency key (a retry is the same
--   row), or refused with the ceiling it met ('address', 'network', 'hourly'): a refused email is
--   recorded, not dropped. The address is kept as the SHA-256 of its normalized form (trimmed,
--   case folded), the network as the forms' client_net (IPv4 /24, IPv6 /48). Reservations of one
--   address, one network and the hour wait for each other (advisory locks in one transaction), so
--   concurrent requests are counted exactly. Rows older than two days are deleted as new ones come.
-- - zoho_handoff_days: one row per hand-off started (an application's or a request for talent's
--   task key), on the UTC day it started: the daily ceiling on hand-offs counts them.
-- Idempotent, so it applies to a database that has it already.

create table if not exists public.typed_address_emails (
  key text primary key,
  address_hash text not null,
  network text not null,
  kind text not null,
  outcome text not null check (outcome in ('reserved', 'address', 'network', 'hourly')),
  created_at timestamptz not null default now()
);
create index if not exists typed_address_emails_address_idx
  on public.typed_address_emails (address_hash, created_at desc);
create index if not exists typed_address_emails_network_idx
  on public.typed_address_emails (network, created_at desc);
create index if not exists typed_address_emails_created_idx
  on public.typed_address_emails (created_at);
alter table public.typed_address_emails enable row level security;

create table if not exists public.zoho_handoff_days (
  task_key text primary key,
  day date not null,
  created_at timestamptz not null default now()
);
create index if not exists zoho_handoff_days_day_idx on public.zoho_handoff_days (day);
alter table public.zoho_handoff_days enable row level security;

do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format(
        'revoke all on table public.typed_address_emails, public.zoho_handoff_days from %I',
        role_name);
    end if;
  end loop;
end;
$$;
