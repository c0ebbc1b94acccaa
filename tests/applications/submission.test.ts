import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '@/contracts/applications';
import { signedInBrowser } from '../platform/support/browser';
import { databaseKind, isolatePlatform, SITE } from '../platform/support/platform-env';
import { answers, apply, expectError, storedFiles } from './support/apply';
import { closedJobs, companyOf, liveJobs } from './support/demo-jobs';
import { doc, docx, executable, lyingZipBombDocx, odt, pdf, zipBombDocx } from './support/documents';

isolatePlatform({ rateLimitScale: 50 });

const DAY = 24 * 60 * 60 * 1000;

const fieldsFor = (jobOfferID: string, locale = 'en') => ({ jobOfferID, locale, ...answers });

describe(`applying to a job offer (${databaseKind})`, () => {
  it.each([
    ['a PDF', 'cv.pdf', pdf()],
    ['a DOC', 'cv.doc', doc()],
    ['a DOCX', 'cv.docx', docx()],
    ['an ODT', 'cv.odt', odt()],
  ])('accepts %s, stores it privately and keeps the offer as it was sent', async (_kind, name, bytes) => {
    const { browser } = await signedInBrowser();
    const job = liveJobs[0];
    const company = companyOf(job);
    const before = Date.now();
    const response = await apply(browser, fieldsFor(job._id), { name, bytes });
    expect(response.status).toBe(201);
    const application = (await response.json()) as ApplicationSummary;
    expect(application).toMatchObject({
      jobOfferId: job._id,
      jobTitle: job.title?.en,
      companyName: company.name,
      companySlug: company.slug.current,
      companyId: company._id,
      locale: 'en',
      status: 'sent',
      cvFileName: name,
    });
    expect(application.history.map((event) => event.status)).toEqual(['sent']);
    const promised = Date.parse(application.answerDueAt) - Date.parse(application.sentAt);
    expect(promised).toBe((company.responseDays ?? 14) * DAY);
    expect(Date.parse(application.sentAt)).toBeGreaterThanOrEqual(before - 1000);

    const download = await browser.request(`/api/user/applications/${application.id}/cv`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect(download.headers.get('content-disposition')).toContain(name);
    const list = (await (await browser.request('/api/user/applications')).json()) as ApplicationSummary[];
    expect(list.map((item) => item.id)).toEqual([application.id]);
  });

  it('lists an application under its offer’s title and address in the language asked for', async () => {
    const { browser } = await signedInBrowser();
    const job = liveJobs.find((candidate) => candidate.title?.cs !== candidate.title?.en) ?? liveJobs[0];
    expect((await apply(browser, fieldsFor(job._id, 'cs'))).status).toBe(201);
    const listIn = async (language: string) =>
      (await (
        await browser.request(`/api/user/applications?language=${language}`)
      ).json()) as ApplicationSummary[];
    const [english] = await listIn('en');
    expect(english).toMatchObject({ jobTitle: job.title?.en, jobSlug: job.slug?.en?.current, locale: 'cs' });
    const [czech] = await listIn('cs');
    // Czech titles come typeset (no-break spaces after one-letter words).
    expect(czech.jobTitle.replace(/\s/g, ' ')).toBe(job.title?.cs);
    expect(czech.jobSlug).toBe(job.slug?.cs?.current);
  });

  it('keeps no upload it refuses', async () => {
    const { browser } = await signedInBrowser();
    const job = liveJobs[1];
    const before = await storedFiles();
    const cases = [
      { cv: { name: 'cv.pdf', bytes: executable() }, status: 400, code: 'invalid_file_type' },
      { cv: { name: 'cv.pdf', bytes: Buffer.alloc(0) }, status: 400, code: 'empty_file' },
      {
        cv: { name: 'cv.pdf', bytes: Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]) },
        status: 413,
        code: 'file_too_large',
      },
      { cv: { name: 'cv.docx', bytes: zipBombDocx() }, status: 400, code: 'file_too_complex' },
      { cv: { name: 'cv.docx', bytes: lyingZipBombDocx() }, status: 400, code: 'invalid_file' },
      {
        cv: { name: 'cv.txt', bytes: Buffer.from('just text, no document') },
        status: 400,
        code: 'invalid_file_type',
      },
    ];
    for (const { cv, status, code } of cases) {
      const message = await expectError(await apply(browser, fieldsFor(job._id), cv), status, code, 'cv');
      expect(message).toMatch(/^cv /);
    }
    await expectError(await apply(browser, fieldsFor(job._id), null), 400, 'required', 'cv');
    expect(await storedFiles()).toEqual(before);
    expect(await (await browser.request('/api/user/applications')).json()).toEqual([]);
  });

  it('holds the answers to their limits and requires the first one', async () => {
    const { browser } = await signedInBrowser();
    const job = liveJobs[2];
    const before = await storedFiles();
    const over = (field: string, length: number) => ({ ...fieldsFor(job._id), [field]: 'x'.repeat(length) });
    for (const field of ['what_brings_you_here', 'last_time_you_learned', 'something_else']) {
      const message = await expectError(await apply(browser, over(field, 401)), 400, 'too_long', field);
      expect(message).toBe(`${field}: Maximum character length exceeded: 400`);
    }
    await expectError(
      await apply(browser, over('something_wrong', 5001)),
      400,
      'too_long',
      'something_wrong',
    );
    await expectError(
      await apply(browser, { ...fieldsFor(job._id), what_brings_you_here: '  ' }),
      400,
      'required',
      'what_brings_you_here',
    );
    await expectError(
      await apply(browser, { ...fieldsFor(job._id), something_else: 'a\u0000b' }),
      400,
      'invalid_characters',
      'something_else',
    );
    expect(await storedFiles()).toEqual(before);
    const longest = { ...over('what_brings_you_here', 400), something_wrong: 'y'.repeat(5000) };
    expect((await apply(browser, longest)).status).toBe(201);
  });

  it('refuses unknown and closed offers, and a second application to the same offer', async () => {
    const { browser } = await signedInBrowser();
    await expectError(await apply(browser, fieldsFor('job-that-does-not-exist')), 404, 'job_offer_not_found');
    expect(closedJobs.length).toBeGreaterThan(0);
    await expectError(
      await apply(browser, fieldsFor(closedJobs[0]._id)),
      410,
      'job_offer_closed',
      'jobOfferID',
    );
    const job = liveJobs[3];
    expect((await apply(browser, fieldsFor(job._id, 'cs'))).status).toBe(201);
    const files = await storedFiles();
    const message = await expectError(
      await apply(browser, fieldsFor(job._id)),
      409,
      'already_applied',
      'jobOfferID',
    );
    expect(message).toBe('You have already applied to this job offer.');
    expect(await storedFiles()).toEqual(files);
  });

  it('lets the candidate withdraw and apply again later', async () => {
    const { browser } = await signedInBrowser();
    const job = liveJobs[4];
    const first = (await (await apply(browser, fieldsFor(job._id))).json()) as ApplicationSummary;
    const withdrawn = await browser.api('POST', `/api/user/applications/${first.id}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect(((await withdrawn.json()) as ApplicationSummary).history.map((event) => event.status)).toEqual([
      'sent',
      'withdrawn',
    ]);
    await expectError(
      await browser.api('POST', `/api/user/applications/${first.id}/withdraw`),
      409,
      'already_withdrawn',
    );
    expect((await apply(browser, fieldsFor(job._id))).status).toBe(201);
  });

  it("keeps one person's applications and CVs from another", async () => {
    const owner = await signedInBrowser();
    const other = await signedInBrowser();
    const application = (await (
      await apply(owner.browser, fieldsFor(liveJobs[5]._id))
    ).json()) as ApplicationSummary;
    await expectError(
      await other.browser.request(`/api/user/applications/${application.id}/cv`),
      404,
      'application_not_found',
    );
    await expectError(
      await other.browser.api('POST', `/api/user/applications/${application.id}/withdraw`),
      404,
      'application_not_found',
    );
    await expectError(await other.browser.request('/api/user/applications/not-a-uuid/cv'), 404, 'not_found');
  });

  it('leaves no file behind when the database fails during the submission', async () => {
    const { browser } = await signedInBrowser();
    const { getDatabase } = await import('@/server/db');
    const { sql } = await import('drizzle-orm');
    const db = await getDatabase();
    await db.execute(sql`CREATE OR REPLACE FUNCTION refuse_application() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'injected failure'; END; $$ LANGUAGE plpgsql`);
    await db.execute(sql`CREATE TRIGGER refuse_application BEFORE INSERT ON application_event
      FOR EACH ROW EXECUTE FUNCTION refuse_application()`);
    const before = await storedFiles();
    try {
      const response = await apply(browser, fieldsFor(liveJobs[6]._id));
      expect(response.status).toBe(500);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_application ON application_event`);
    }
    expect(await storedFiles()).toEqual(before);
    expect(await (await browser.request('/api/user/applications')).json()).toEqual([]);
  });

  it('keeps no file and no row when the upload breaks off midway', async () => {
    const { browser } = await signedInBrowser();
    const form = new FormData();
    for (const [name, value] of Object.entries(fieldsFor(liveJobs[3]._id))) form.append(name, value);
    const cv = Buffer.concat([pdf(), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    form.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    // The first half arrives, then the connection closes before the declared length is reached.
    const half = body.subarray(0, Math.floor(body.length / 2));
    let offset = 0;
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= half.length) return controller.error(new Error('socket closed'));
        controller.enqueue(new Uint8Array(half.subarray(offset, offset + 64 * 1024)));
        offset += 64 * 1024;
      },
    });
    const before = await storedFiles();
    const response = await browser.request('/api/user/applications', {
      method: 'POST',
      headers: {
        origin: SITE,
        'sec-fetch-site': 'same-origin',
        'content-type': encoded.headers.get('content-type') as string,
        'content-length': String(body.length),
      },
      body: broken,
      duplex: 'half',
    } as RequestInit);
    await expectError(response, 400, 'invalid_body');
    expect(await storedFiles()).toEqual(before);
    expect(await (await browser.request('/api/user/applications')).json()).toEqual([]);
  });

  it('needs a session, the site as origin and a multipart body', async () => {
    const { Browser } = await import('../platform/support/browser');
    await expectError(await apply(new Browser(), fieldsFor(liveJobs[0]._id)), 401, 'unauthenticated');
    const { browser } = await signedInBrowser();
    await expectError(
      await browser.api('POST', '/api/user/applications', fieldsFor(liveJobs[0]._id)),
      415,
      'unsupported_media_type',
    );
    const foreign = await browser.request('/api/user/applications', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: new FormData(),
    });
    await expectError(foreign, 403, 'foreign_origin');
  });
});
