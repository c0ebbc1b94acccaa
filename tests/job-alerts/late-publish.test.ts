import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { type Browser, signedInBrowser } from '../platform/support/browser';
import { latestMailTo, mailCountTo } from '../platform/support/outbox';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { undoMigrationsFrom } from '../platform/support/undo-migrations';
import { withTemporaryContent } from '../support/temporary-content';
import { publishOffer } from './publish-offer';

vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: vi.fn() }));

withTemporaryContent('alerts-late');
isolatePlatform();

const DAY = 86_400_000;

/** A moment that has passed: later ones are strictly later. */
async function moment(): Promise<Date> {
  const now = new Date();
  await new Promise((resolve) => setTimeout(resolve, 5));
  return now;
}

async function platform() {
  const [{ getDatabase, closeDatabase }, schema, { runPlatformQueueNow }, { runRetention }] =
    await Promise.all([
      import('@/server/db'),
      import('@/server/db/schema'),
      import('@/platform/platform-queue'),
      import('@/platform/retention/run-retention'),
    ]);
  return { db: await getDatabase(), getDatabase, closeDatabase, schema, runPlatformQueueNow, runRetention };
}

/** Makes every alert due now and runs the queue, as the worker does every second. */
async function runDueDigests() {
  const { db, schema, runPlatformQueueNow } = await platform();
  await db.update(schema.jobAlert).set({ nextDigestAt: new Date(Date.now() - 1000) });
  await runPlatformQueueNow();
}

async function createAlert(browser: Browser, word: string): Promise<string> {
  const response = await browser.api('POST', '/api/user/job-alerts', {
    name: `Alert ${word}`,
    frequency: 'quarter_hour',
    filters: { q: word },
    language: 'cs',
  });
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

async function mailedRows(alertId: string) {
  const { db, schema } = await platform();
  const rows = await db
    .select()
    .from(schema.jobAlertMailedOffer)
    .where(eq(schema.jobAlertMailedOffer.alertId, alertId));
  return rows.map((row) => row.jobOfferId).sort();
}

describe(`job alerts and offers published late (${databaseKind})`, () => {
  it('mails an offer published after its publication time passed a digest window, once, and not one dated before the alert', async () => {
    const beforeAlert = await moment();
    const { browser, person } = await signedInBrowser();
    const alertId = await createAlert(browser, 'selenolog');
    const dated = await moment();
    await runDueDigests();
    expect(await mailCountTo(person.email)).toBe(0);

    // Both go live only now, after the digest whose window held `dated`.
    await publishOffer('job-6', 'Selenolog/žka', dated);
    await publishOffer('job-7', 'Selenolog/žka vedoucí', beforeAlert);
    // Opened the alert's list in between: the offer dated before still comes as new once mailed.
    expect((await browser.api('POST', `/api/user/job-alerts/${alertId}/seen`)).status).toBe(200);
    await runDueDigests();
    const mail = await latestMailTo(person.email);
    expect(mail?.subject).toBe('1 nová nabídka pro hlídacího psa „Alert selenolog“');
    expect(mail?.text).toContain('Selenolog/žka');
    expect(mail?.text).not.toContain('vedoucí');
    expect(await mailedRows(alertId)).toEqual(['job-6']);
    const listed = await (await browser.api('GET', '/api/user/job-alerts')).json();
    expect(listed.alerts).toEqual([expect.objectContaining({ id: alertId, newOffers: 1 })]);
    const page = await (
      await browser.api('GET', `/api/user/job-alerts/${alertId}/offers?language=cs`)
    ).json();
    expect(page.newIds).toEqual(['job-6']);
    const exported = await (await browser.api('GET', '/api/user/export')).json();
    expect(exported.jobAlerts).toEqual([
      expect.objectContaining({ mailedOffers: [{ jobOfferId: 'job-6', mailedAt: expect.any(String) }] }),
    ]);

    await runDueDigests();
    expect(await mailCountTo(person.email)).toBe(1);
  });

  it('mails an offer whose indexing lags its publication by more than a week, once', async () => {
    const { browser, person } = await signedInBrowser();
    const alertId = await createAlert(browser, 'astrofyzik');
    const { db, schema } = await platform();
    await db
      .update(schema.jobAlert)
      .set({ newAfter: new Date(Date.now() - 30 * DAY) })
      .where(eq(schema.jobAlert.id, alertId));
    await runDueDigests();
    // Dated ten days back, and searchable only now: long after the digests around its date ran.
    await publishOffer('job-12', 'Astrofyzik/čka', new Date(Date.now() - 10 * DAY));
    await runDueDigests();
    const mail = await latestMailTo(person.email);
    expect(mail?.subject).toBe('1 nová nabídka pro hlídacího psa „Alert astrofyzik“');
    expect(mail?.text).toContain('Astrofyzik/čka');
    await runDueDigests();
    expect(await mailCountTo(person.email)).toBe(1);
  });

  it('mails an offer published before its publication time, once that time has come', async () => {
    const { browser, person } = await signedInBrowser();
    await createAlert(browser, 'planetolog');
    const dated = new Date(Date.now() + 1500);
    await publishOffer('job-13', 'Planetolog/žka', dated);
    // The digest before its publication time finds it not yet searchable…
    await runDueDigests();
    expect(await mailCountTo(person.email)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, dated.getTime() - Date.now() + 100));
    // …and the first one after brings it.
    await runDueDigests();
    const mail = await latestMailTo(person.email);
    expect(mail?.subject).toBe('1 nová nabídka pro hlídacího psa „Alert planetolog“');
    expect(mail?.text).toContain('Planetolog/žka');
  });

  it('does not mail an offer again when an editor dates it anew', async () => {
    const { browser, person } = await signedInBrowser();
    await createAlert(browser, 'meteorolog');
    await publishOffer('job-8', 'Meteorolog/žka', new Date());
    await runDueDigests();
    expect(await mailCountTo(person.email)).toBe(1);
    await publishOffer('job-8', 'Meteorolog/žka (upraveno)', new Date());
    await runDueDigests();
    expect(await mailCountTo(person.email)).toBe(1);
  });

  it('prunes the record of a mailed offer only once no digest can find the offer again', async () => {
    const { browser, person } = await signedInBrowser();
    const alertId = await createAlert(browser, 'hvězdář');
    await publishOffer('job-11', 'Hvězdář/ka', new Date());
    await runDueDigests();
    expect(await mailCountTo(person.email)).toBe(1);
    const { db, schema, runRetention } = await platform();
    const retention = () => runRetention({ publishedOffers: async () => [], applicationMonths: 6 });
    const [{ mailedAt }] = await db
      .select()
      .from(schema.jobAlertMailedOffer)
      .where(eq(schema.jobAlertMailedOffer.alertId, alertId));
    const newAfter = (date: Date) =>
      db.update(schema.jobAlert).set({ newAfter: date }).where(eq(schema.jobAlert.id, alertId));

    // While the alert counts as new offers published before the mailing, a digest may find it again.
    await newAfter(new Date(mailedAt.getTime() - 1000));
    expect((await retention()).mailedAlertOffers).toBe(0);
    expect(await mailedRows(alertId)).toEqual(['job-11']);

    // Resumed after the mailing: no digest looks at offers published by then.
    await newAfter(mailedAt);
    expect((await retention()).mailedAlertOffers).toBe(1);
    expect(await mailedRows(alertId)).toEqual([]);
  });

  it('an alert made before the record of mailed offers does not get offers dated before its last digest', async () => {
    const { browser, person } = await signedInBrowser();
    const alertId = await createAlert(browser, 'kometolog');
    const { db, schema, getDatabase, closeDatabase } = await platform();
    const lastDigest = new Date(Date.now() - 2 * 3_600_000);
    await db
      .update(schema.jobAlert)
      .set({ digestedUntil: lastDigest, createdAt: new Date(Date.now() - 30 * DAY) })
      .where(eq(schema.jobAlert.id, alertId));
    // The database as it was before migrations 0012 and 0013 (and those after them), then migrated as on the next start.
    await undoMigrationsFrom(db, '0012_alert-mailed-offers');
    await closeDatabase();
    const migrated = await getDatabase();
    const [alert] = await migrated.select().from(schema.jobAlert).where(eq(schema.jobAlert.id, alertId));
    expect(alert.newAfter).toEqual(lastDigest);

    // Dated before the last digest (which may have mailed it), and after it (which is new).
    await publishOffer('job-9', 'Kometolog/žka starší', new Date(lastDigest.getTime() - 3_600_000));
    await publishOffer('job-10', 'Kometolog/žka', new Date(lastDigest.getTime() + 3_600_000));
    await runDueDigests();
    const mail = await latestMailTo(person.email);
    expect(mail?.subject).toBe('1 nová nabídka pro hlídacího psa „Alert kometolog“');
    expect(mail?.text).not.toContain('starší');
    expect(await mailedRows(alertId)).toEqual(['job-10']);
    await runDueDigests();
    expect(await mailCountTo(person.email)).toBe(1);
  });
});
