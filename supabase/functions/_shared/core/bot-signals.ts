/**
 * What the bot signals beside a payload say (core/rules.ts BOT_SIGNALS): the one rule the forms'
 * pipeline and the job alerts share.
 */
import type { BotSignalFields } from './rules.ts';
import type { SpamReason } from './submission.ts';

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
