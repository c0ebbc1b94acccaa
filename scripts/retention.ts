/**
 * Deletes applications (with their CVs) whose job offer closed longer ago than
 * APPLICATION_RETENTION_MONTHS (6 by default), newsletter sign-ups and visitors' job alerts left
 * unconfirmed for 30 days, the records of offers job alerts mailed once no digest looks back to
 * them (7 days), and the mail queue's jobs finished 14 days ago: `pnpm retention`. Safe to run repeatedly and concurrently; schedule it daily.
 */
import { getPublishedJobOfferStates } from '../web/content/jobs';
import { runRetention } from '../web/platform/retention/run-retention';
import { closeDatabase } from '../web/server/db';
import { platformEnv } from '../web/server/env';

const months = platformEnv().applicationRetentionMonths;
try {
  const result = await runRetention({
    publishedOffers: getPublishedJobOfferStates,
    applicationMonths: months,
  });
  console.log(
    `Deleted ${result.applications} application(s) with their CVs (job offers closed over ${months} months ago), ` +
      `${result.unconfirmedSignUps} newsletter sign-up(s) and ${result.unconfirmedAlerts} job alert(s) unconfirmed for 30 days, ` +
      `${result.mailedAlertOffers} record(s) of offers job alerts mailed that no digest looks at any more, and ${result.finishedJobs} finished job(s) of the mail queue.`,
  );
} finally {
  await closeDatabase();
}
