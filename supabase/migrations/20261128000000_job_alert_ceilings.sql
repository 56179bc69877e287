-- Job alerts' ceilings (supabase/functions/_shared/store/store-alerts-subscribe.ts): besides its
-- address's limits, a subscription counts toward its network's (IPv4 /24, IPv6 /48: a keyed hash
-- of the network in alert_requests, as the address's is) and toward one hourly ceiling on the
-- confirmation and "already subscribed" emails of every sender together. This index keeps that
-- hour's count small however many alerts the outbox holds.
-- Idempotent, so it applies to a database that has it already.
create index if not exists alert_emails_notices_idx
  on public.alert_emails (created_at) where topic <> 'alert';
