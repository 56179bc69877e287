/**
 * The bot check never loses a person: a submission stored while siteverify could not judge it is
 * checked again by the drain, before its email goes, with the idempotency key of its first check
 * (siteverify answers a retry as it answered first: a token its late answer spent is not a
 * duplicate). Then:
 * - passed: mailed;
 * - failed: withheld as spam; a check that ran and failed is the only thing that withholds;
 * - could not run: siteverify answers `timeout-or-duplicate` once the token's 300 s have passed
 *   (it never saw the first check), or it is still unreachable TURNSTILE_RECHECK_MINUTES (15)
 *   after the submission: mailed to staff marked "bot check could not run";
 * - still unreachable before that: left for a later drain.
 */
import { positiveInt, siteHostnames, type Env } from '../core/settings.ts';
import { handsOff, type WaitingSubmission } from '../core/submission.ts';
import type { OutboxDeps } from '../outbox/deliver.ts';
import type { Screen, Screened } from '../outbox/submissions-pass.ts';
import {
  TOKEN_LIFE_SECONDS,
  turnstileFromEnv,
  type TurnstileOutcome,
  type TurnstileVerifier,
} from '../providers/turnstile.ts';

/** How long an unverified submission waits for siteverify before it goes marked (TURNSTILE_RECHECK_MINUTES). */
export function recheckMinutes(env: Env): number {
  return positiveInt(env.TURNSTILE_RECHECK_MINUTES, 15);
}

type Decision = 'passed' | 'failed' | 'not-run' | 'later';

/** What a later check's answer means for a submission stored `ageMs` ago. */
export function decide(verdict: TurnstileOutcome, ageMs: number, recheckMs: number): Decision {
  if (verdict.result === 'passed') return 'passed';
  if (verdict.result === 'failed') {
    const expired =
      verdict.codes.length > 0 && verdict.codes.every((c) => c === 'timeout-or-duplicate');
    // Past the token's life siteverify cannot tell an expired token from a spent one: the check
    // could not run. Within it, a spent token is a replay.
    return expired && ageMs > TOKEN_LIFE_SECONDS * 1000 ? 'not-run' : 'failed';
  }
  return ageMs > recheckMs ? 'not-run' : 'later';
}

/** The screen the forms' passes run before an unverified row's email. */
export function botRecheck(deps: OutboxDeps, verifier?: TurnstileVerifier | null): Screen {
  const turnstile = turnstileFromEnv(deps.env, siteHostnames(deps.env));
  const verify =
    verifier !== undefined ? verifier : turnstile.state === 'on' ? turnstile.verify : null;
  const recheckMs = recheckMinutes(deps.env) * 60_000;
  const clock = deps.clock ?? (() => new Date());
  return async (row: WaitingSubmission): Promise<Screened> => {
    if (row.emailStatus !== 'unverified') return { send: true };
    const verdict: TurnstileOutcome = verify
      ? await verify({
          token: row.turnstileToken ?? undefined,
          remoteip: row.ip,
          action: row.kind,
          idempotencyKey: row.turnstileKey ?? undefined,
        })
      : { result: 'unavailable', reason: 'Turnstile is not configured here' };
    const decision = decide(verdict, clock().getTime() - row.createdAt.getTime(), recheckMs);
    if (decision === 'later') return { send: false, count: 'unverified' };
    await deps.store.settleVerification(row.kind, row.id, decision);
    if (decision === 'failed') return { send: false, count: 'spam' };
    // An application's or a request's email waits for its hand-off, which could not start before
    // this verdict: a later drain sends it (its lease runs out first).
    const send = !handsOff(row.kind);
    if (decision === 'passed') return { send, count: 'verified' };
    return { send, count: 'notRun', row: { ...row, botCheck: 'not-run' } as WaitingSubmission };
  };
}
