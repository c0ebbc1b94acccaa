import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '@/contracts/applications';
import { answers, apply, storedFiles } from '../applications/support/apply';
import { liveJobs } from '../applications/support/demo-jobs';
import { signedInBrowser } from '../platform/support/browser';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';

isolatePlatform({ rateLimitScale: 50 });

const DAY = 86_400_000;
const [openJob, expiredJob, removedJob] = liveJobs;

async function platform() {
  const [{ getDatabase }, schema, { runRetention }] = await Promise.all([
    import('@/server/db'),
    import('@/server/db/schema'),
    import('@/platform/retention/run-retention'),
  ]);
  return { db: await getDatabase(), schema, runRetention };
}

async function applyTo(jobOfferID: string): Promise<ApplicationSummary> {
  const { browser } = await signedInBrowser();
  const response = await apply(browser, { jobOfferID, locale: 'en', ...answers });
  expect(response.status).toBe(201);
  return (await response.json()) as ApplicationSummary;
}

async function storedApplicationOffers(): Promise<string[]> {
  const { db, schema } = await platform();
  const rows = await db.select({ offer: schema.jobApplication.jobOfferId }).from(schema.jobApplication);
  return rows.map(({ offer }) => offer).sort();
}

describe(`data retention (${databaseKind})`, () => {
  it('deletes applications and CVs six months after their offer closed, and only those', async () => {
    const { runRetention } = await platform();
    for (const job of [openJob, expiredJob, removedJob]) await applyTo(job._id);
    const filesBefore = await storedFiles();
    expect(filesBefore).toHaveLength(3);

    const start = new Date();
    // The expired offer ended seven months ago; the removed one is missing from the content.
    const publishedOffers = async (ids: string[]) =>
      ids
        .filter((id) => id !== removedJob._id)
        .map((id) => ({
          id,
          validThrough: id === expiredJob._id ? new Date(start.getTime() - 213 * DAY).toISOString() : null,
        }));
    const options = { publishedOffers, applicationMonths: 6 };

    expect(await runRetention({ ...options, now: start })).toEqual({
      applications: 1,
      unconfirmedSignUps: 0,
      unconfirmedAlerts: 0,
      mailedAlertOffers: 0,
      finishedJobs: 0,
    });
    expect(await storedApplicationOffers()).toEqual([openJob._id, removedJob._id].sort());
    expect(await storedFiles()).toHaveLength(2);

    // Run again at once: nothing more to delete; the removed offer counts from when it was first missed.
    expect(await runRetention({ ...options, now: new Date(start.getTime() + 150 * DAY) })).toEqual({
      applications: 0,
      unconfirmedSignUps: 0,
      unconfirmedAlerts: 0,
      mailedAlertOffers: 0,
      finishedJobs: 0,
    });
    expect(await runRetention({ ...options, now: new Date(start.getTime() + 190 * DAY) })).toEqual({
      applications: 1,
      unconfirmedSignUps: 0,
      unconfirmedAlerts: 0,
      mailedAlertOffers: 0,
      finishedJobs: 0,
    });
    expect(await storedApplicationOffers()).toEqual([openJob._id]);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('forgets a closure when the offer is published again', async () => {
    const { db, schema, runRetention } = await platform();
    const job = liveJobs[3];
    await applyTo(job._id);
    const start = new Date();
    const gone = async (ids: string[]) =>
      ids.filter((id) => id !== job._id).map((id) => ({ id, validThrough: null }));
    const back = async (ids: string[]) => ids.map((id) => ({ id, validThrough: null }));
    await runRetention({ publishedOffers: gone, applicationMonths: 6, now: start });
    await runRetention({
      publishedOffers: back,
      applicationMonths: 6,
      now: new Date(start.getTime() + 10 * DAY),
    });
    const later = new Date(start.getTime() + 400 * DAY);
    await runRetention({ publishedOffers: back, applicationMonths: 6, now: later });
    expect(await storedApplicationOffers()).toContain(job._id);
    const closures = await db.select().from(schema.jobOfferClosure);
    expect(closures.map((closure) => closure.jobOfferId)).not.toContain(job._id);
  });

  it('deletes newsletter sign-ups unconfirmed for 30 days and keeps confirmed and recent ones', async () => {
    const { db, schema, runRetention } = await platform();
    const now = new Date();
    const signUp = (email: string, ageDays: number, confirmed: boolean) => ({
      email,
      audience: 'candidate' as const,
      locale: 'en',
      consentText: 'I agree.',
      consentedAt: new Date(now.getTime() - ageDays * DAY),
      createdAt: new Date(now.getTime() - ageDays * DAY),
      confirmedAt: confirmed ? new Date(now.getTime() - ageDays * DAY) : null,
    });
    await db
      .insert(schema.newsletterSubscription)
      .values([
        signUp('stale@example.com', 31, false),
        signUp('waiting@example.com', 29, false),
        signUp('reader@example.com', 400, true),
      ]);
    const publishedOffers = async (ids: string[]) => ids.map((id) => ({ id, validThrough: null }));
    // Two overlapping runs delete the stale sign-up exactly once between them.
    const results = await Promise.all([
      runRetention({ publishedOffers, applicationMonths: 6, now }),
      runRetention({ publishedOffers, applicationMonths: 6, now }),
    ]);
    expect(results.reduce((sum, result) => sum + result.unconfirmedSignUps, 0)).toBe(1);
    const left = await db
      .select({ email: schema.newsletterSubscription.email })
      .from(schema.newsletterSubscription);
    expect(left.map(({ email }) => email).sort()).toEqual(['reader@example.com', 'waiting@example.com']);
  });

  it('reads which offers are still published from the content', async () => {
    const { getPublishedJobOfferStates } = await import('@/content/jobs');
    const states = await getPublishedJobOfferStates([openJob._id, 'no-such-offer']);
    expect(states.map((state) => state.id)).toEqual([openJob._id]);
  });
});
