import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '@/contracts/applications';
import { signedInBrowser } from '../platform/support/browser';
import { databaseKind, isolatePlatform, SITE } from '../platform/support/platform-env';
import { answers, apply, storedFiles } from './support/apply';
import { liveJobs } from './support/demo-jobs';
import { docx, pdf } from './support/documents';
import { saveCv } from './support/saved-cvs';

isolatePlatform({ rateLimitScale: 50 });

describe(`applications and saved CVs in the data export and account deletion (${databaseKind})`, () => {
  it('exports the applications and saved CVs with links to their files, and deletion removes rows and files', async () => {
    const { browser } = await signedInBrowser();
    const before = await storedFiles();
    const response = await apply(
      browser,
      { jobOfferID: liveJobs[0]._id, locale: 'en', ...answers },
      { name: 'Můj životopis.docx', bytes: docx() },
    );
    const application = (await response.json()) as ApplicationSummary;
    expect((await saveCv(browser, { name: 'cv-en.pdf', bytes: pdf() })).status).toBe(201);
    expect((await storedFiles()).length).toBe(before.length + 2);

    const exported = await (await browser.request('/api/user/export')).json();
    expect(exported.applications).toHaveLength(1);
    const [entry] = exported.applications;
    expect(entry).toMatchObject({
      id: application.id,
      jobOfferId: liveJobs[0]._id,
      whatBringsYouHere: answers.what_brings_you_here,
      somethingWrong: answers.something_wrong,
      cvFileName: 'Můj životopis.docx',
      cvUrl: `${SITE}/api/user/applications/${application.id}/cv`,
    });
    expect(entry).not.toHaveProperty('cvKey');
    expect(entry.history.map((event: { status: string }) => event.status)).toEqual(['sent']);
    const cv = await browser.request(new URL(entry.cvUrl).pathname);
    expect(cv.status).toBe(200);
    expect(cv.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''M%C5%AFj%20%C5%BEivotopis.docx",
    );

    expect(exported.savedCvs).toEqual([
      {
        id: expect.any(String),
        fileName: 'cv-en.pdf',
        kind: 'pdf',
        bytes: pdf().length,
        isDefault: true,
        createdAt: expect.any(String),
        downloadUrl: expect.stringMatching(new RegExp(`^${SITE}/api/user/cvs/[0-9a-f-]{36}/file$`)),
      },
    ]);
    const saved = await browser.request(new URL(exported.savedCvs[0].downloadUrl).pathname);
    expect(Buffer.from(await saved.arrayBuffer()).equals(pdf())).toBe(true);

    expect((await browser.api('DELETE', '/api/user/account')).status).toBe(200);
    expect(await storedFiles()).toEqual(before);
    const [{ getDatabase }, { jobApplication, savedCv }] = await Promise.all([
      import('@/server/db'),
      import('@/server/db/schema'),
    ]);
    expect(await (await getDatabase()).select().from(jobApplication)).toEqual([]);
    expect(await (await getDatabase()).select().from(savedCv)).toEqual([]);
  });
});
