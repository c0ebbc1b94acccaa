/**
 * Deletes applications (with their CVs) whose job offer closed longer ago than
 * APPLICATION_RETENTION_MONTHS (6 by default), and newsletter sign-ups left unconfirmed for 30
 * days: `pnpm retention`. Safe to run repeatedly and concurrently; schedule it daily.
 */
import { getPublishedJobOfferStates } from '../web/content/jobs';
import { closeDatabase } from '../web/platform/db';
import { platformEnv } from '../web/platform/env';
import { runRetention } from '../web/platform/retention/run-retention';

const months = platformEnv().applicationRetentionMonths;
try {
  const result = await runRetention({
    publishedOffers: getPublishedJobOfferStates,
    applicationMonths: months,
  });
  console.log(
    `Deleted ${result.applications} application(s) with their CVs (job offers closed over ${months} months ago) ` +
      `and ${result.unconfirmedSignUps} newsletter sign-up(s) unconfirmed for 30 days.`,
  );
} finally {
  await closeDatabase();
}
