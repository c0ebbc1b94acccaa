import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '@/contracts/applications';
import { Browser, signedInBrowser } from '../platform/support/browser';
import { databaseKind, isolatePlatform, SITE } from '../platform/support/platform-env';
import { expectSafeAnswer } from '../platform/support/refusal';
import { answers, apply, storedFiles } from './support/apply';
import { closedJobs, liveJobs } from './support/demo-jobs';
import { doc, docx, executable, pdf, zipBombDocx } from './support/documents';

// Limits raised so the generated calls measure validation, not the rate limiter.
isolatePlatform({ rateLimitScale: 1000 });

let browser: Browser;
let application: ApplicationSummary;
let token: string;

/** Every application row, every event and every stored file, as one comparable value. */
async function everything() {
  const [{ getDatabase }, schema] = await Promise.all([import('@/server/db'), import('@/server/db/schema')]);
  const db = await getDatabase();
  const [applications, events] = await Promise.all([
    db.select().from(schema.jobApplication).orderBy(schema.jobApplication.id),
    db.select().from(schema.applicationEvent).orderBy(schema.applicationEvent.id),
  ]);
  return JSON.stringify({ applications, events, files: await storedFiles() });
}

beforeAll(async () => {
  ({ browser } = await signedInBrowser());
  application = (await (
    await apply(browser, { jobOfferID: liveJobs[0]._id, locale: 'en', ...answers })
  ).json()) as ApplicationSummary;
  const { recruiterToken } = await import('@/platform/applications/recruiter-link');
  token = recruiterToken(application.id);
}, 60_000);

const text = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', 'en', 'cs', 'de', liveJobs[1]._id, closedJobs[0]._id, 'x'.repeat(5_001)),
);
const fieldNames = fc.constantFrom(
  'jobOfferID',
  'locale',
  'what_brings_you_here',
  'last_time_you_learned',
  'something_else',
  'something_wrong',
  'cv',
  'extra',
  '__proto__',
);
const file = fc.option(
  fc.record({
    name: fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('cv.pdf', 'cv.docx', '../../etc/passwd', ''),
    ),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
      fc.constantFrom(pdf(), doc(), docx(), executable(), Buffer.alloc(0), zipBombDocx()),
      fc
        .uint8Array({ minLength: 8, maxLength: 200 })
        .map((tail) => Buffer.concat([pdf().subarray(0, 8), tail])),
    ),
  }),
  { nil: null },
);

describe(`generated requests to the application endpoints (${databaseKind})`, () => {
  it('POST /api/user/applications: never a 5xx, and a refused form changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fieldNames, text, { maxKeys: 8 }), file, async (fields, cv) => {
        await expectSafeAnswer(() => apply(browser, fields, cv), everything);
      }),
      { numRuns: 40 },
    );
  });

  it('POST /api/user/applications: raw bodies of any shape are refused without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 400 }),
        fc.constantFrom(
          'multipart/form-data; boundary=x',
          'multipart/form-data',
          'text/plain',
          'application/json',
        ),
        async (body, type) => {
          const before = await everything();
          const response = await browser.request('/api/user/applications', {
            method: 'POST',
            headers: { origin: SITE, 'content-type': type },
            body,
          });
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(await everything()).toBe(before);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('POST /api/recruiter/applications/{id}/status: never a 5xx, and a refused body changes nothing', async () => {
    const body = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc
        .record(
          {
            token: fc.oneof(fc.constant(token), fc.string({ maxLength: 120 })),
            status: fc.oneof(
              fc.constantFrom('seen', 'interviewing', 'offer', 'not_selected', 'sent', 'withdrawn'),
              text,
            ),
            message: fc.oneof(text, fc.constant(null)),
            extra: text,
          },
          { requiredKeys: [] },
        )
        .map((value) => JSON.stringify(value)),
    );
    const id = fc.oneof(fc.constant(application.id), fc.uuid(), fc.string({ minLength: 1, maxLength: 40 }));
    await fc.assert(
      fc.asyncProperty(id, body, async (target, raw) => {
        const before = await everything();
        const response = await new Browser().api(
          'POST',
          `/api/recruiter/applications/${encodeURIComponent(target)}/status`,
          raw,
        );
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) expect(await everything()).toBe(before);
      }),
      { numRuns: 40 },
    );
  });

  it('the other endpoints: never a 5xx for any id, token or query, and nothing changes when refused', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.uuid(),
      fc.constant(application.id),
      fc.constant(token),
    );
    await fc.assert(
      fc.asyncProperty(value, value, async (id, key) => {
        const before = await everything();
        const visitor = new Browser();
        const calls = [
          visitor.request(
            `/api/recruiter/applications/${encodeURIComponent(id)}/cv?token=${encodeURIComponent(key)}`,
          ),
          visitor.api('POST', '/api/recruiter/applications/renew-link', { token: key }),
          visitor.request(`/api/pages/company-response?companyID=${encodeURIComponent(id)}`),
          new Browser().request(`/api/user/applications/${encodeURIComponent(id)}/cv`),
          browser.request(`/api/user/applications/${encodeURIComponent(id)}/cv`),
        ];
        for (const response of await Promise.all(calls)) expect(response.status).toBeLessThan(500);
        const withdrawn = await browser.api(
          'POST',
          `/api/user/applications/${encodeURIComponent(id)}/withdraw`,
        );
        expect(withdrawn.status).toBeLessThan(500);
        if (withdrawn.status >= 400) expect(await everything()).toBe(before);
      }),
      { numRuns: 40 },
    );
  });
});
