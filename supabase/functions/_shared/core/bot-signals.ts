/**
 * The bot signals beside a payload (payloads.ts BOT_SIGNALS): their validation, part of the form
 * rules (rules.ts), and what they say, the one rule the forms' pipeline and the job alerts share.
 */
import { BOT_SIGNALS, LIMITS, type BotSignalFields, type Validation } from './payloads.ts';
import { fail } from './validators.ts';

/** Why a submission was judged a bot; null for a person (submission.ts carries it on a row). */
export type SpamReason = 'honeypot' | 'too-fast' | 'no-timing' | 'turnstile';

/**
 * Whether the bot signals beside a payload say "script": the honeypot filled, no elapsed time
 * (the site's forms always send it; a direct API caller that leaves it out is stored as spam,
 * not refused) or less time than a person needs. Null for a person.
 */
export function judgeSignals(signals: BotSignalFields, minMs: number): SpamReason | null {
  if ((signals.referralCode ?? '').trim() !== '') return 'honeypot';
  if (signals.elapsedMs === undefined) return 'no-timing';
  if (signals.elapsedMs < minMs) return 'too-fast';
  return null;
}

// The bot signals beside a payload (BOT_SIGNALS). Each is optional; a malformed one is refused
// like any other field, so a typo in a client is seen at once rather than read as a bot.

/** Cloudflare documents Turnstile tokens as at most 2048 characters. */
export const MAX_TURNSTILE_TOKEN = 2048;

export function validateBotSignals(raw: Record<string, unknown>): Validation<BotSignalFields> {
  const value: BotSignalFields = {};
  const honeypot = raw[BOT_SIGNALS.honeypot];
  if (honeypot !== undefined && honeypot !== null) {
    if (typeof honeypot !== 'string') return fail(BOT_SIGNALS.honeypot, 'must be a string');
    if (honeypot.length > LIMITS.shortText)
      return fail(BOT_SIGNALS.honeypot, `must be at most ${LIMITS.shortText} characters`);
    value.referralCode = honeypot;
  }
  const elapsed = raw[BOT_SIGNALS.elapsed];
  if (elapsed !== undefined && elapsed !== null) {
    if (typeof elapsed !== 'number' || !Number.isFinite(elapsed) || elapsed < 0) {
      return fail(BOT_SIGNALS.elapsed, 'must be a non-negative number of milliseconds');
    }
    value.elapsedMs = elapsed;
  }
  const token = raw[BOT_SIGNALS.turnstile];
  if (token !== undefined && token !== null) {
    if (typeof token !== 'string') return fail(BOT_SIGNALS.turnstile, 'must be a string');
    if (token.length > MAX_TURNSTILE_TOKEN)
      return fail(BOT_SIGNALS.turnstile, `must be at most ${MAX_TURNSTILE_TOKEN} characters`);
    value.turnstileToken = token;
  }
  return { ok: true, value };
}
