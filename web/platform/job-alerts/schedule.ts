import { type SQL, sql } from 'drizzle-orm';
import type { JobAlertFrequency } from '@/contracts/job-alerts';
import { jobAlert } from '@/server/db/schema';
import { platformEnv } from '@/server/env';

const MINUTE = 60_000;
const PERIOD_MS: Record<JobAlertFrequency, number> = {
  quarter_hour: 15 * MINUTE,
  daily: 24 * 60 * MINUTE,
  weekly: 7 * 24 * 60 * MINUTE,
};

/** How long an alert of this frequency waits between digests (JOB_ALERT_PERIOD_SCALE shortens it in tests). */
export const periodMs = (frequency: JobAlertFrequency) =>
  PERIOD_MS[frequency] * platformEnv().jobAlertPeriodScale;

/** The first digest of a new or resumed alert, or of one whose frequency changed: one period from now. */
export const firstDigestAt = (frequency: JobAlertFrequency, now = new Date()) =>
  new Date(now.getTime() + periodMs(frequency));

/** When a due alert is due again: one period after now, on the database's clock. */
export function nextDigestSql(): SQL {
  const seconds = (frequency: JobAlertFrequency) => sql.raw(String(periodMs(frequency) / 1000));
  return sql`now() + make_interval(secs => case ${jobAlert.frequency}
    when 'quarter_hour' then ${seconds('quarter_hour')}
    when 'daily' then ${seconds('daily')}
    else ${seconds('weekly')} end)`;
}
