/**
 * The operator hears of what the drain parked: a pass that emails MAIL_TO the messages parked
 * since its last report (each with what it was, whose, its attempts and its last error), at most
 * once per PARKED_ALERT_SECONDS (an hour). `npm run submissions` lists the same.
 */
import { consoleLogger, positiveInt, type Env } from '../core/settings.ts';
import { printable } from '../core/rules.ts';
import type { ParkedMessage } from '../store/store.ts';
import type { OutboxDeps } from './deliver.ts';
import type { Pass } from './drain.ts';
import { operatorEmail } from './operator-email.ts';

/** Seconds between two reports of parked messages (PARKED_ALERT_SECONDS, default an hour). */
export function parkedAlertSeconds(env: Env): number {
  return positiveInt(env.PARKED_ALERT_SECONDS, 3600);
}

/** Parked messages one report lists; the rest are counted and listed by `npm run submissions`. */
const REPORT_MAX = 50;

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
  const last = await store.lastAlert('outbox', 'parked');
  const parked = await store.parkedSince(last ?? new Date(0), REPORT_MAX + 1);
  if (parked.length === 0) return { reported: 0 };
  const periodMs = parkedAlertSeconds(env) * 1000;
  const periodStart = new Date(Math.floor(now.getTime() / periodMs) * periodMs);
  // One report per period, whatever the number of drains: the first to record it sends it.
  if (!(await store.recordAlert('outbox', 'parked', periodStart, now))) return { reported: 0 };
  const listed = parked.slice(0, REPORT_MAX);
  const lines = [
    `The outbox tried these messages their last time and parked them; each waits for you.`,
    ...listed.map((m) => `- ${describe(m)}`),
    ...(parked.length > REPORT_MAX ? ['- and more: see npm run submissions'] : []),
    'Forward each by hand from `npm run submissions` (its row keeps everything sent), then fix the cause the last error names.',
  ];
  try {
    await mailer.send(
      operatorEmail(
        env,
        `Website alert: parked ${listed.length} message(s) the outbox could not deliver`,
        lines,
      ),
      { idempotencyKey: `outbox/parked/${periodStart.toISOString()}` },
    );
    log.error('messages parked; the operator is emailed', { parked: listed.length });
    return { reported: listed.length };
  } catch (error) {
    // Not reported: the period is freed for the next drain to try again.
    await store.forgetAlert('outbox', 'parked', periodStart);
    throw error;
  }
}
