/**
 * What the functions told the operator, one row per topic and period (function_alerts): a
 * ceiling reached, an email cap reached, a digest sent, a report of parked messages. The first to
 * record a period sends its email; everyone else knows it was sent.
 */
import type { NoticeScope } from '../core/submission.ts';
import type { Db } from './db.ts';
import { asDate } from './store-rules.ts';

export interface NoticeStore {
  /** True the first time (scope, topic, period start) is recorded: one alert email per period. */
  recordAlert(scope: NoticeScope, topic: string, periodStart: Date, at?: Date): Promise<boolean>;
  /** When the latest alert of a topic was recorded, if ever. */
  lastAlert(scope: NoticeScope, topic: string): Promise<Date | null>;
  /** Forgets a recorded period (its email could not be sent): the next drain tries again. */
  forgetAlert(scope: NoticeScope, topic: string, periodStart: Date): Promise<void>;
}

export function createNoticeStore(db: Db): NoticeStore {
  return {
    async recordAlert(scope, topic, periodStart, at = new Date()) {
      const rows = await db.query(
        `insert into function_alerts (kind, topic, period_start, created_at) values ($1, $2, $3::timestamptz, $4::timestamptz)
         on conflict do nothing returning 1 as inserted`,
        [scope, topic, periodStart.toISOString(), at.toISOString()],
      );
      return rows.length > 0;
    },

    async lastAlert(scope, topic) {
      const [row] = await db.query<{ at: unknown }>(
        'select max(created_at) as at from function_alerts where kind = $1 and topic = $2',
        [scope, topic],
      );
      return row?.at ? asDate(row.at) : null;
    },

    async forgetAlert(scope, topic, periodStart) {
      await db.query(
        'delete from function_alerts where kind = $1 and topic = $2 and period_start = $3::timestamptz',
        [scope, topic, periodStart.toISOString()],
      );
    },
  };
}
