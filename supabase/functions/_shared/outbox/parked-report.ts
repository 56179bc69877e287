/**
 * The operator hears of what the drain parked: a pass that emails MAIL_TO, at most once per
 * PARKED_ALERT_SECONDS (an hour), every message parked since its last report counted by kind and
 * reason, then the oldest of them listed (each with what it was, whose, its attempts and its last
 * error), so that a flood parked later cannot bury them. `npm run submissions` shows the same.
 */
import { consoleLogger, positiveInt, type Env } from '../core/settings.ts';
import { printable } from '../core/rules.ts';
import type { ParkedCount, ParkedMessage } from '../store/store.ts';
import type { OutboxDeps } from './deliver.ts';
import type { Pass } from './drain.ts';
import { operatorEmail } from './operator-email.ts';

/** Seconds between two reports of parked messages (PARKED_ALERT_SECONDS, default an hour). */
export function parkedAlertSeconds(env: Env): number {
  return positiveInt(env.PARKED_ALERT_SECONDS, 3600);
}

/** Parked messages one report lists, oldest first; the rest are counted and listed by `npm run submissions`. */
const REPORT_MAX = 50;

/** Groups (a kind and a reason) counted one by one; the smaller ones are summed in one line. */
export const COUNT_GROUPS = 20;

/** The count of parked messages by kind and reason, one line each, the largest first. */
export function parkedCountLines({
  total,
  groups,
}: {
  total: number;
  groups: ParkedCount[];
}): string[] {
  const counted = groups.reduce((n, g) => n + g.count, 0);
  return [
    `${total} parked, by kind and reason:`,
    ...groups.map((g) => printable(`- ${g.count} × ${g.what}: ${g.reason}`)),
    ...(total > counted ? [`- ${total - counted} more, of other kinds or reasons`] : []),
  ];
}

/** The line that says how many parked messages a list of `listed` leaves out, and where they are. */
export function moreLine(total: number, listed: number, where = 'npm run submissions'): string[] {
  return total > listed ? [`- and ${total - listed} more: see ${where}`] : [];
}

function describe(m: ParkedMessage): string {
  return printable(
    `${m.what} ${m.id} from ${m.address}: parked after ${m.attempts} attempt${m.attempts === 1 ? '' : 's'} (${m.parkedAt.toISOString()}); last error: ${m.reason}`,
  );
}

export function parkedReportPass(deps: OutboxDeps): Pass {
  return { name: 'parked report', run: () => reportParked(deps) };
}

async function reportParked({
  store,
  mailer,
  env,
  clock = () => new Date(),
  log = consoleLogger,
}: OutboxDeps): Promise<Record<string, number>> {
  const now = clock();
  const since = (await store.lastAlert('outbox', 'parked')) ?? new Date(0);
  const counts = await store.parkedCounts(since, COUNT_GROUPS);
  if (counts.total === 0) return { reported: 0 };
  const periodMs = parkedAlertSeconds(env) * 1000;
  const periodStart = new Date(Math.floor(now.getTime() / periodMs) * periodMs);
  // One report per period, whatever the number of drains: the first to record it sends it.
  if (!(await store.recordAlert('outbox', 'parked', periodStart, now))) return { reported: 0 };
  const listed = await store.parkedSince(since, REPORT_MAX);
  const total = Math.max(counts.total, listed.length);
  const lines = [
    `The outbox tried these messages their last time and parked them; each waits for you.`,
    ...parkedCountLines({ ...counts, total }),
    `The oldest ${listed.length}, oldest first:`,
    ...listed.map((m) => `- ${describe(m)}`),
    ...moreLine(total, listed.length),
    'Forward each by hand from `npm run submissions` (its row keeps everything sent), then fix the cause the last error names.',
  ];
  try {
    await mailer.send(
      operatorEmail(
        env,
        `Website alert: parked ${total} message(s) the outbox could not deliver`,
        lines,
      ),
      { idempotencyKey: `outbox/parked/${periodStart.toISOString()}` },
    );
    log.error('messages parked; the operator is emailed', { parked: total });
    return { reported: total };
  } catch (error) {
    // Not reported: the period is freed for the next drain to try again.
    await store.forgetAlert('outbox', 'parked', periodStart);
    throw error;
  }
}
