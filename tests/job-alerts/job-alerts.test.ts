import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import cs from '@/messages/cs.json';
import { Browser, signedInBrowser } from '../platform/support/browser';
import { latestMailTo, mailCountTo } from '../platform/support/outbox';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { withTemporaryContent } from '../support/temporary-content';
import { publishOffer } from './publish-offer';

vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: vi.fn() }));

withTemporaryContent('alerts-content');
isolatePlatform();

const alertBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kosmonauti v Praze',
  frequency: 'quarter_hour',
  filters: { q: 'kosmonaut', sort: 'relevance' },
  language: 'cs',
  ...overrides,
});

/** Makes every alert due now and runs the queue, as the worker does every second. */
async function runDueDigests() {
  const [{ getDatabase }, { jobAlert }, { runPlatformQueueNow }] = await Promise.all([
    import('@/server/db'),
    import('@/server/db/schema'),
    import('@/platform/platform-queue'),
  ]);
  const db = await getDatabase();
  await db.update(jobAlert).set({ nextDigestAt: new Date(Date.now() - 1000) });
  await runPlatformQueueNow();
}

async function alertRows() {
  const [{ getDatabase }, { jobAlert }] = await Promise.all([
    import('@/server/db'),
    import('@/server/db/schema'),
  ]);
  return (await getDatabase()).select().from(jobAlert);
}

/** A one-click unsubscribe as a mail provider sends it (RFC 8058): no Origin, a form body. */
const oneClick = (url: string) =>
  new Browser('203.0.113.9').request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe(`job alerts (${databaseKind})`, () => {
  it('saves a search, mails the offer published after it once, and stops after the one-click unsubscribe', async () => {
    const { browser, person } = await signedInBrowser();
    const created = await browser.api('POST', '/api/user/job-alerts', alertBody());
    expect(created.status).toBe(201);
    const alert = await created.json();
    expect(alert).toMatchObject({
      name: 'Kosmonauti v Praze',
      frequency: 'quarter_hour',
      paused: false,
      newOffers: 0,
    });

    await runDueDigests();
    expect(await mailCountTo(person.email)).toBe(0);

    await publishOffer('job-2', 'Kosmonaut/ka');
    const listed = await (await browser.api('GET', '/api/user/job-alerts')).json();
    expect(listed.alerts).toEqual([expect.objectContaining({ id: alert.id, newOffers: 1 })]);

    await runDueDigests();
    const mail = await latestMailTo(person.email);
    expect(mail?.subject).toBe('1 nová nabídka pro hlídacího psa „Kosmonauti v Praze“');
    expect(mail?.headers['content-language']).toBe('cs');
    expect(mail?.text).toContain('Kosmonaut/ka');
    expect(mail?.html).toContain('Kosmonaut/ka');
    // Beside the company and the city, the working mode and the salary, as the offer states them.
    expect(mail?.text).toMatch(/Brno · Plně remote · Mzda od 87\s000\sKč/);
    expect(mail?.links).toContainEqual(
      expect.stringMatching(/\/cs\/spolecnost\/[^/]+\/prace\/[^/]+\/job-2$/),
    );
    expect(mail?.links).toContain('http://localhost:3000/cs/profil/hlidaci-psi');
    expect(mail?.links).toContain('http://localhost:3000/cs/prace?q=kosmonaut&sort=relevance');
    const unsubscribe = mail?.links.find((link) => link.includes('/api/job-alerts/unsubscribe?token='));
    expect(mail?.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Nothing new: no second mail.
    await runDueDigests();
    expect(await mailCountTo(person.email)).toBe(1);

    const page = await new Browser().request(unsubscribe as string);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Kosmonauti v Praze');
    expect((await oneClick(unsubscribe as string)).status).toBe(200);
    expect((await (await browser.api('GET', '/api/user/job-alerts')).json()).alerts).toEqual([]);
    expect((await oneClick(unsubscribe as string)).status).toBe(410);
  });

  it('writes the digest in English for an English alert and mails nothing while it is paused', async () => {
    const { browser, person } = await signedInBrowser();
    const alert = await (
      await browser.api(
        'POST',
        '/api/user/job-alerts',
        alertBody({ name: 'Astronauts', language: 'en', filters: { q: 'astronaut' } }),
      )
    ).json();
    const paused = await browser.api('PATCH', `/api/user/job-alerts/${alert.id}`, { paused: true });
    expect(await paused.json()).toMatchObject({ paused: true });
    await publishOffer('job-3', 'Astronaut/ka');
    await runDueDigests();
    expect(await mailCountTo(person.email)).toBe(0);

    await browser.api('PATCH', `/api/user/job-alerts/${alert.id}`, { paused: false });
    await publishOffer('job-4', 'Astronaut/ka II');
    await runDueDigests();
    const mail = await latestMailTo(person.email);
    expect(mail?.subject).toBe('1 new job offer for your alert “Astronauts”');
    expect(mail?.text).toContain('Astronaut/ka II');
    // An offer without a salary says nothing about it.
    expect(mail?.text).toMatch(/Plzeň · On site\n/);
    // Published while it was paused: not new for the resumed alert.
    expect(mail?.text).not.toContain('Astronaut/ka\n');
    expect(mail?.links).toContain('http://localhost:3000/en/profile/job-alerts');
  });

  it('queues each digest once when two instances look for due alerts at the same moment', async () => {
    const { browser } = await signedInBrowser();
    await browser.api('POST', '/api/user/job-alerts', alertBody({ name: 'Twice' }));
    const [{ getDatabase }, { jobAlert }, { enqueueDueDigests }] = await Promise.all([
      import('@/server/db'),
      import('@/server/db/schema'),
      import('@/platform/job-alerts/digests'),
    ]);
    const db = await getDatabase();
    await db
      .update(jobAlert)
      .set({ nextDigestAt: new Date(Date.now() - 1000) })
      .where(eq(jobAlert.name, 'Twice'));
    const counts = await Promise.all([enqueueDueDigests(db), enqueueDueDigests(db)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    const [row] = (await alertRows()).filter((alert) => alert.name === 'Twice');
    expect(row.nextDigestAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it("names the company an alert is limited to by the company's name", async () => {
    const { browser } = await signedInBrowser();
    const created = await browser.api(
      'POST',
      '/api/user/job-alerts',
      alertBody({ name: 'Pixelhouse', filters: { company: 'pixelhouse' } }),
    );
    expect(await created.json()).toMatchObject({
      filters: { company: 'pixelhouse' },
      companyName: 'Pixelhouse',
    });
    await browser.api('POST', '/api/user/job-alerts', alertBody({ name: 'Bez firmy' }));
    const listed = await (await browser.api('GET', '/api/user/job-alerts')).json();
    expect(listed.alerts.map((alert: { companyName: string | null }) => alert.companyName)).toEqual([
      'Pixelhouse',
      null,
    ]);
  });

  it('refuses a bad alert naming the field', async () => {
    const { browser } = await signedInBrowser();
    const cases: [Record<string, unknown>, string][] = [
      [alertBody({ name: ' ' }), 'name'],
      [alertBody({ name: 'x'.repeat(101) }), 'name'],
      [alertBody({ frequency: 'hourly' }), 'frequency'],
      [alertBody({ filters: { seniority: 'wizard' } }), 'filters.seniority'],
      [alertBody({ filters: { minSalary: -5 } }), 'filters.minSalary'],
    ];
    for (const [body, field] of cases) {
      const response = await browser.api('POST', '/api/user/job-alerts', body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.field).toBe(field);
    }
    expect((await new Browser().api('POST', '/api/user/job-alerts', alertBody())).status).toBe(401);
    const other = await signedInBrowser();
    const mine = await (
      await browser.api('POST', '/api/user/job-alerts', alertBody({ name: 'Mine' }))
    ).json();
    expect((await other.browser.api('DELETE', `/api/user/job-alerts/${mine.id}`)).status).toBe(404);
    expect(
      (await other.browser.api('PATCH', '/api/user/job-alerts/not-an-alert', { paused: true })).status,
    ).toBe(404);
    const empty = await browser.api('PATCH', `/api/user/job-alerts/${mine.id}`, {});
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toMatchObject({
      code: 'invalid_body',
      message: 'Send at least one of name, frequency or paused to change.',
    });
  });

  it("a visitor's alert waits for the e-mailed confirmation before any digest", async () => {
    const email = `visitor-${Date.now().toString(36)}@example.com`;
    const response = await new Browser().api('POST', '/api/job-alerts/subscribe', {
      ...alertBody({ name: 'Planetária' }),
      email: email.toUpperCase(),
      consent: true,
    });
    expect(response.status).toBe(202);
    const [row] = (await alertRows()).filter((alert) => alert.email === email);
    expect(row).toMatchObject({ confirmedAt: null, userId: null, consentText: cs.JobAlerts.consent });
    const mail = await latestMailTo(email);
    expect(mail?.subject).toBe('Potvrďte hlídacího psa');
    expect(mail?.text).toContain('Co hlídá: Vaše hledaná slova.');
    const confirm = mail?.links.find((link) => link.includes('/api/job-alerts/confirm?token=')) as string;

    await publishOffer('job-5', 'Planetárium průvodce');
    await runDueDigests();
    expect(await mailCountTo(email)).toBe(1);

    const question = await new Browser().request(confirm);
    const questionPage = await question.text();
    expect(questionPage).toContain('<form method="post"');
    expect(questionPage).not.toContain('Planetária');
    const confirmed = await new Browser().request(confirm, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    // The sender's name for the alert shows only once the address's owner has confirmed it.
    const confirmedPage = await confirmed.text();
    expect(confirmedPage).toContain('Hlídací pes je potvrzený');
    expect(confirmedPage).toContain('„Planetária“');
    expect((await new Browser().request(confirm, { method: 'POST' })).status).toBe(410);

    const missing = await new Browser().api('POST', '/api/job-alerts/subscribe', { ...alertBody(), email });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.field).toBe('consent');
  });

  it("mails a stranger's address only what the site wrote, and at most five requests a day", async () => {
    const email = `target-${Date.now().toString(36)}@example.com`;
    const subscribe = (language: 'cs' | 'en') =>
      new Browser('203.0.113.50').api('POST', '/api/job-alerts/subscribe', {
        ...alertBody({
          name: 'You won 1000 EUR, claim it at https://evil.example/claim',
          filters: {
            q: 'visit evil.example',
            city: 'evil.example',
            seniority: 'senior',
            drivingLicence: 'B',
            minSalary: 50000,
          },
          language,
        }),
        email,
        consent: true,
      });
    expect((await subscribe('en')).status).toBe(202);
    const mail = await latestMailTo(email);
    for (const part of [mail?.subject, mail?.text, mail?.html]) {
      expect(part).not.toMatch(/evil|won|claim/i);
    }
    expect(mail?.subject).toBe('Confirm your job alert');
    expect(mail?.text).toContain(
      'What it looks for: Your search words · Seniority: Senior · Driving licence: Category B (car) · Minimum salary: 50,000 per month.',
    );
    for (let request = 2; request <= 5; request++) expect((await subscribe('en')).status).toBe(202);
    const refused = await subscribe('cs');
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatchObject({
      code: 'mail_limit',
      message: 'Na tuto adresu jsme dnes už poslali 5\u00a0potvrzovacích e-mailů. Zkuste to prosím zítra.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await alertRows()).filter((alert) => alert.email === email)).toHaveLength(5);
    expect(await mailCountTo(email)).toBe(1);
  });

  it('exports the alerts with the account and deletes them with it', async () => {
    const { browser, user } = await signedInBrowser();
    await browser.api('POST', '/api/user/job-alerts', alertBody({ name: 'Do exportu' }));
    const exported = await (await browser.api('GET', '/api/user/export')).json();
    expect(exported.jobAlerts).toEqual([
      expect.objectContaining({
        name: 'Do exportu',
        frequency: 'quarter_hour',
        search: { q: 'kosmonaut', sort: 'relevance' },
      }),
    ]);
    expect((await browser.api('DELETE', '/api/user/account')).status).toBeLessThan(300);
    expect((await alertRows()).filter((alert) => alert.userId === user.id)).toEqual([]);
  });
});
