/**
 * The drain's passes, wired: what each layer registers (the forms' passes, intake/passes.ts; the
 * job alerts' emails and their ceiling's report, features/alert-pass.ts; the report of what was parked, outbox/) in the
 * order a drain runs them. The outbox-drain function, the local server's timer and
 * `npm run outbox:retry` all drain these.
 */
import type { OutboxDeps } from '../outbox/deliver.ts';
import type { Pass } from '../outbox/drain.ts';
import { parkedReportPass } from '../outbox/parked-report.ts';
import type { TurnstileVerifier } from '../providers/turnstile.ts';
import type { AlertStore } from '../store/store-alerts.ts';
import { alertCeilingPass, alertEmailsPass } from '../features/alert-pass.ts';
import type { RoleLookup } from '../intake/application.ts';
import { formPasses } from '../intake/passes.ts';

export type DrainDeps = OutboxDeps & {
  /** The job alerts' outbox: drained too when given. */
  alerts?: AlertStore;
  /** The check of unverified rows (default: Turnstile as the environment sets it up). */
  turnstile?: TurnstileVerifier | null;
  /** The role lookup of the applications' hand-off (default: the site's, cached). */
  roles?: RoleLookup;
};

export function drainPasses(deps: DrainDeps): Pass[] {
  const { alerts, mailer, env, clock, log } = deps;
  return [
    ...formPasses(deps, { verify: deps.turnstile }),
    ...(alerts
      ? [
          alertEmailsPass({ alerts, mailer, env, clock, log }),
          alertCeilingPass({ alerts, store: deps.store, mailer, env, clock, log }),
        ]
      : []),
    parkedReportPass(deps),
  ];
}
