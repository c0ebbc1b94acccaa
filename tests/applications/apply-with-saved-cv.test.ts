import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '@/contracts/applications';
import { signedInBrowser } from '../platform/support/browser';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { answers, apply, expectError, storedFiles } from './support/apply';
import { liveJobs } from './support/demo-jobs';
import { docx, pdf } from './support/documents';
import { bytesOf, saveCv, savedCvs } from './support/saved-cvs';

isolatePlatform({ rateLimitScale: 50 });

const fieldsFor = (jobOfferID: string, extra: Record<string, string> = {}) => ({
  jobOfferID,
  locale: 'en',
  ...answers,
  ...extra,
});

describe(`applying with a saved CV (${databaseKind})`, () => {
  it('sends a copy of the saved CV that stays with the application after the saved CV is deleted', async () => {
    const { browser } = await signedInBrowser();
    const bytes = docx();
    await saveCv(browser, { name: 'Můj životopis.docx', bytes });
    const [saved] = await savedCvs(browser);
    const response = await apply(browser, fieldsFor(liveJobs[0]._id, { savedCvId: saved.id }), null);
    expect(response.status).toBe(201);
    const application = (await response.json()) as ApplicationSummary;
    expect(application.cvFileName).toBe('Můj životopis.docx');

    expect((await browser.api('DELETE', `/api/user/cvs/${saved.id}`)).status).toBe(200);
    const download = await browser.request(`/api/user/applications/${application.id}/cv`);
    expect(download.status).toBe(200);
    expect((await bytesOf(download)).equals(bytes)).toBe(true);
  });

  it('saves a new upload to the profile when asked, and refuses that before sending when the profile is full', async () => {
    const { browser } = await signedInBrowser();
    const bytes = pdf();
    const sent = await apply(browser, fieldsFor(liveJobs[1]._id, { saveToProfile: 'true' }), {
      name: 'fresh.pdf',
      bytes,
    });
    expect(sent.status).toBe(201);
    const [saved] = await savedCvs(browser);
    expect(saved).toMatchObject({ fileName: 'fresh.pdf', isDefault: true, bytes: bytes.length });
    expect((await bytesOf(await browser.request(`/api/user/cvs/${saved.id}/file`))).equals(bytes)).toBe(true);

    await saveCv(browser);
    await saveCv(browser);
    const files = await storedFiles();
    const message = await expectError(
      await apply(browser, fieldsFor(liveJobs[2]._id, { saveToProfile: 'true' })),
      409,
      'saved_cv_limit',
      'saveToProfile',
    );
    expect(message).toContain('at most 3 CVs');
    expect(await storedFiles()).toEqual(files);
    const mine = (await (await browser.request('/api/user/applications')).json()) as ApplicationSummary[];
    expect(mine.map((application) => application.jobOfferId)).toEqual([liveJobs[1]._id]);
  });

  it("refuses another user's saved CV, and a file and a saved CV together", async () => {
    const owner = await signedInBrowser();
    const { browser } = await signedInBrowser();
    await saveCv(owner.browser);
    const [theirs] = await savedCvs(owner.browser);
    await expectError(
      await apply(browser, fieldsFor(liveJobs[3]._id, { savedCvId: theirs.id }), null),
      404,
      'saved_cv_not_found',
      'savedCvId',
    );
    await saveCv(browser);
    const [mine] = await savedCvs(browser);
    await expectError(
      await apply(browser, fieldsFor(liveJobs[3]._id, { savedCvId: mine.id })),
      400,
      'invalid',
      'cv',
    );
    await expectError(
      await apply(browser, fieldsFor(liveJobs[3]._id, { savedCvId: mine.id, saveToProfile: 'true' }), null),
      400,
      'invalid',
      'saveToProfile',
    );
    expect(await (await browser.request('/api/user/applications')).json()).toEqual([]);
  });
});
