/**
 * The job alerts' settings (.env.example, one comment each): the secret that signs their
 * links, where the one-click unsubscribe is posted, and the ceilings on subscribing that keep the
 * confirmation email from being a way to mail strangers.
 */
import { positiveInt, type Env } from './settings.ts';

/** Confirmation and "already subscribed" emails one address gets per rolling day. */
export const NOTICES_PER_DAY = 3;

/** JOB_ALERTS_SECRET, which signs every link: required (the local server supplies its own). */
export function alertSecret(env: Env): string | null {
  const secret = env.JOB_ALERTS_SECRET ?? '';
  return secret.length >= 16 ? secret : null;
}

/**
 * The functions' public address, which the List-Unsubscribe header names: PUBLIC_FUNCTIONS_URL,
 * else SUPABASE_URL + /functions/v1 (Supabase sets SUPABASE_URL in every function).
 */
export function publicFunctionsUrl(env: Env): string {
  const explicit = (env.PUBLIC_FUNCTIONS_URL ?? '').replace(/\/+$/, '');
  if (explicit) return explicit;
  return env.SUPABASE_URL ? `${env.SUPABASE_URL.replace(/\/+$/, '')}/functions/v1` : '';
}

export type AlertCeilings = {
  /** Subscriptions per IPv4 /24 or IPv6 /48 per rolling hour (JOB_ALERTS_NETWORK_HOURLY_MAX). */
  networkHourly: number;
  /** And per rolling day (JOB_ALERTS_NETWORK_DAILY_MAX). */
  networkDaily: number;
  /**
   * Confirmation and "already subscribed" emails queued per rolling hour, every sender together
   * (JOB_ALERTS_NOTICES_HOURLY_MAX): past it, subscribing answers 503 until the hour has room.
   */
  noticesHourly: number;
};

/**
 * Besides the address's own limits (RATE_LIMIT_MAX per window, ADDRESS_DAILY_MAX a day): 10 an
 * hour and 30 a day from one network, whose addresses (65,536 /64s in an IPv6 /48, 256 in an IPv4
 * /24) would otherwise each have their own; and 100 confirmation emails an hour for everyone,
 * which only many networks together reach.
 */
export function alertCeilingsFromEnv(env: Env): AlertCeilings {
  return {
    networkHourly: positiveInt(env.JOB_ALERTS_NETWORK_HOURLY_MAX, 10),
    networkDaily: positiveInt(env.JOB_ALERTS_NETWORK_DAILY_MAX, 30),
    noticesHourly: positiveInt(env.JOB_ALERTS_NOTICES_HOURLY_MAX, 100),
  };
}
