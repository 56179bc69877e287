/**
 * What the form pipeline gives the drain (outbox/drain.ts): for each form its pass (every person's
 * row whose email waits, an unverified one checked with Turnstile again first), the tasks of the
 * applications and the requests for talent (their hand-offs to Zoho Recruit, their confirmations)
 * and each form's digest.
 */
import { FUNCTION_NAMES } from '../core/settings.ts';
import type { FormKind } from '../core/submission.ts';
import type { OutboxDeps } from '../outbox/deliver.ts';
import { digestPass } from '../outbox/digest.ts';
import type { Pass } from '../outbox/drain.ts';
import { submissionsPass } from '../outbox/submissions-pass.ts';
import type { TurnstileVerifier } from '../providers/turnstile.ts';
import type { RoleLookup } from './application.ts';
import { botRecheck } from './bot-recheck.ts';
import { drainTasks } from './tasks.ts';

export const FORM_KINDS = Object.keys(FUNCTION_NAMES) as FormKind[];

/**
 * The due tasks, each run alone (a failure recorded on its task): the applications' and the
 * requests for talent's (the pass keeps the name the drain's report has always given it).
 */
export function applicationTasksPass(deps: OutboxDeps & { roles?: RoleLookup }): Pass {
  return {
    name: 'application tasks',
    async run(deadline) {
      const r = await drainTasks(deps, { budgetMs: Math.max(0, deadline - Date.now()) });
      return { done: r.done, retry: r.retry, parked: r.gaveUp, skipped: r.skipped };
    },
  };
}

/**
 * The forms' passes, in the order a drain runs them: the tasks first (a hand-off that settles now
 * lets its recruiters' email go in the application's pass), then each form's emails, then the
 * digests. `verify`: the Turnstile check for unverified rows (default: from the environment).
 */
export function formPasses(
  deps: OutboxDeps & { roles?: RoleLookup },
  { kinds = FORM_KINDS, verify }: { kinds?: FormKind[]; verify?: TurnstileVerifier | null } = {},
): Pass[] {
  const recheck = botRecheck(deps, verify);
  return [
    applicationTasksPass(deps),
    ...kinds.map((kind) => submissionsPass(kind, deps, recheck)),
    ...kinds.map((kind) => digestPass(kind, deps)),
  ];
}
