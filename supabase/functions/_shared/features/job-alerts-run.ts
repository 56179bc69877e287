/**
 * The alert run that `job-alerts-send` starts (pg_cron every 15 minutes deployed; `npm run
 * alerts:send` locally): erases what is past its time, reads the open roles, records the new
 * ones, queues one alert per subscriber with new matching roles, then sends what is queued.
 */
import {
  ALERT_INTERVAL_HOURS,
  matchable,
  matchesAlert,
  MAX_ROLES_PER_ALERT,
  type MatchableRole,
} from '../core/job-alert-rules.ts';
import { OPEN_ROLES_PATH, parseOpenRoles } from '../../../../lib/jobs/open-roles-schema.ts';
import type { Env } from '../core/settings.ts';
import { siteUrl } from '../core/settings.ts';
import type { AlertRoleSnapshot, Subscriber } from '../store/store-alerts.ts';
import { MAX_EMAILS_PER_INVOCATION, sendAlertEmails, type AlertDeps } from './job-alerts-send.ts';

export type RunReport = {
  /** Open roles in the file read. */
  rolesSeen: number;
  /** Roles first seen by this run (the baseline's are counted in `baseline`). */
  newRoles: number;
  /** The first run: the roles it saw are the baseline, never sent. */
  baseline: boolean;
  /** Open roles not in the baseline: what subscribers may be sent. */
  candidateRoles: number;
  subscribersScanned: number;
  subscribersMatched: number;
  emailsQueued: number;
  emailsSent: number;
  emailsFailed: number;
  batches: number;
  /** False when the budget ran out before every subscriber was looked at: the next run goes on. */
  complete: boolean;
  /** What retention erased (pending past 48 hours, old outbox rows, request hashes). */
  erased: Record<string, number>;
};

/** Subscribers one transaction of the run looks at. */
const CHUNK = 1000;

/** Where the run reads the open roles: JOB_ALERTS_ROLES_URL, else the site's /jobs/open-roles.json. */
export function rolesUrl(env: Env): string {
  return env.JOB_ALERTS_ROLES_URL || `${siteUrl(env)}${OPEN_ROLES_PATH}`;
}

/** A role an alert may list: prepared for matching, when it was first seen, what the email says. */
type Candidate = { target: MatchableRole; firstSeen: number; snapshot: AlertRoleSnapshot };

/**
 * Reads the open roles and records their first sightings; answers the roles not in the baseline,
 * newest first, with the counts the report gives.
 */
async function readCandidates(deps: AlertDeps, now: Date) {
  const { alerts, env, fetchImpl = fetch } = deps;
  const response = await fetchImpl(rolesUrl(env), {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${rolesUrl(env)} answered ${response.status}`);
  const file = parseOpenRoles(await response.json());
  const synced = await alerts.syncRoles(
    file.roles.map((r) => r.id),
    now,
  );
  const candidates: Candidate[] = file.roles
    .map((role) => ({ role, seen: synced.roles.get(role.id)! }))
    .filter((c) => c.seen && !c.seen.baseline)
    .sort(
      (a, b) =>
        b.seen.firstSeen.getTime() - a.seen.firstSeen.getTime() ||
        b.role.datePosted.localeCompare(a.role.datePosted),
    )
    .map((c) => ({
      target: matchable(c.role),
      firstSeen: c.seen.firstSeen.getTime(),
      snapshot: {
        id: c.role.id,
        title: c.role.title,
        url: c.role.url,
        place: c.role.place.label,
        pay: c.role.pay.label,
      },
    }));
  const baseline = synced.added.length > 0 && [...synced.roles.values()].every((r) => r.baseline);
  return {
    candidates,
    rolesSeen: file.roles.length,
    newRoles: baseline ? 0 : synced.added.length,
    baseline,
  };
}

/** Each subscriber's roles: many share criteria, so each set of criteria is matched once. */
function matcher(candidates: Candidate[]) {
  const matches = new Map<string, Candidate[]>();
  return (subscriber: Subscriber) => {
    const key = JSON.stringify(subscriber.criteria);
    let found = matches.get(key);
    if (!found) {
      found = candidates.filter((c) => matchesAlert(subscriber.criteria, c.target));
      matches.set(key, found);
    }
    const confirmedAt = subscriber.confirmedAt?.getTime() ?? Infinity;
    return found.filter((c) => c.firstSeen > confirmedAt).map((c) => c.snapshot);
  };
}

/** Queues the alerts chunk by chunk (keyset pages) within the budget and the email limit. */
async function queueAlerts(
  deps: AlertDeps,
  candidates: Candidate[],
  now: Date,
  report: RunReport,
  limits: { started: number; budgetMs: number; maxEmails: number },
) {
  const match = matcher(candidates);
  const newest = new Date(Math.max(...candidates.map((c) => c.firstSeen)));
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    if (Date.now() - limits.started > limits.budgetMs || report.emailsQueued >= limits.maxEmails) {
      report.complete = false;
      return;
    }
    const chunk = await deps.alerts.enqueueChunk({
      now,
      after,
      intervalHours: ALERT_INTERVAL_HOURS,
      confirmedBefore: newest,
      limit: Math.min(CHUNK, limits.maxEmails - report.emailsQueued),
      maxRoles: MAX_ROLES_PER_ALERT,
      match,
    });
    if (!chunk.last) return;
    after = chunk.last;
    report.subscribersScanned += chunk.scanned;
    report.subscribersMatched += chunk.matched;
    report.emailsQueued += chunk.queued;
  }
}

/**
 * One alert run: erases what is past its time, reads the open roles, records the new ones, then
 * looks at every confirmed subscriber whose last alert is at least ALERT_INTERVAL_HOURS old
 * (keyset pages of 1,000, each one transaction) and queues one email listing the open roles first
 * seen after it confirmed that match its criteria and it was never sent (at most
 * MAX_ROLES_PER_ALERT; the rest wait for its next alert); then sends what is queued. Within
 * `budgetMs`; the report says whether it got through.
 */
export async function runAlerts(
  deps: AlertDeps,
  {
    budgetMs = 100_000,
    send = true,
    maxEmails = MAX_EMAILS_PER_INVOCATION,
  }: { budgetMs?: number; send?: boolean; maxEmails?: number } = {},
): Promise<RunReport> {
  const { alerts, clock = () => new Date() } = deps;
  const started = Date.now();
  const now = clock();
  const erased = await alerts.purge(now);
  const { candidates, ...seen } = await readCandidates(deps, now);
  const report: RunReport = {
    ...seen,
    candidateRoles: candidates.length,
    subscribersScanned: 0,
    subscribersMatched: 0,
    emailsQueued: 0,
    emailsSent: 0,
    emailsFailed: 0,
    batches: 0,
    complete: true,
    erased,
  };
  if (candidates.length > 0)
    await queueAlerts(deps, candidates, now, report, { started, budgetMs, maxEmails });
  if (send) {
    const sent = await sendAlertEmails(deps, {
      budgetMs: Math.max(0, budgetMs - (Date.now() - started)),
      maxEmails,
    });
    report.emailsSent = sent.sent;
    report.emailsFailed = sent.failed;
    report.batches = sent.batches;
  }
  return report;
}
