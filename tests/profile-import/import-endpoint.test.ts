import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProfileImportProposals } from '@/contracts/profile-import';
import { expectError, storedFiles } from '../applications/support/apply';
import { docx, executable, pdf } from '../applications/support/documents';
import { Browser, signedInBrowser } from '../platform/support/browser';
import { databaseKind, isolatePlatform, SITE } from '../platform/support/platform-env';

isolatePlatform({ rateLimitScale: 50 });

const fixture = (name: string) => readFile(path.join(import.meta.dirname, 'fixtures', name));

function importPdf(browser: Browser, bytes: Buffer, name = 'cv.pdf'): Promise<Response> {
  const form = new FormData();
  form.append('cv', new Blob([new Uint8Array(bytes)]), name);
  return browser.request('/api/user/profile-import', {
    method: 'POST',
    headers: { origin: SITE, 'sec-fetch-site': 'same-origin' },
    body: form,
  });
}

describe(`the profile import endpoint (${databaseKind})`, () => {
  it('proposes the entries of a LinkedIn PDF and saves nothing', async () => {
    const { browser } = await signedInBrowser();
    const before = await storedFiles();
    const response = await importPdf(browser, await fixture('linkedin-en.pdf'), 'Profile.pdf');
    expect(response.status).toBe(200);
    const proposals = (await response.json()) as ProfileImportProposals;
    expect(proposals.experience.map((entry) => [entry.title, entry.company, entry.from, entry.to])).toEqual([
      ['Engineering Manager', 'Productboard', '2021-01-01', null],
      ['Senior Software Engineer', 'Avast', '2017-03-01', '2020-12-01'],
      ['Software Engineer', 'Red Hat', '2014-07-01', '2017-02-01'],
      ['Software Engineering Intern', 'Y Soft', '2013-06-01', '2014-06-01'],
    ]);
    expect(proposals.education.map((entry) => [entry.organization, entry.degree, entry.title])).toEqual([
      ['Brno University of Technology', "Master's degree", 'Information Technology'],
      ['Brno University of Technology', "Bachelor's degree", 'Information Technology'],
    ]);
    // For the preferences: the titles as roles without their level, the technologies the text names.
    expect(proposals.roles).toEqual([
      'Engineering Manager',
      'Software Engineer',
      'Software Engineering Intern',
    ]);
    expect(proposals.skills).toEqual([
      { slug: 'java', name: 'Java' },
      { slug: 'kotlin', name: 'Kotlin' },
    ]);
    expect(await (await browser.request('/api/user/experience')).json()).toEqual([]);
    expect(await (await browser.request('/api/user/education')).json()).toEqual([]);
    expect(await (await browser.request('/api/user/preferences')).json()).toMatchObject({
      roles: [],
      skills: [],
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses what it cannot read, each with its own reason on the file', async () => {
    const { browser } = await signedInBrowser();
    const cases = [
      { bytes: docx(), status: 400, code: 'not_pdf' },
      { bytes: executable(), status: 400, code: 'invalid_file_type' },
      { bytes: Buffer.alloc(0), status: 400, code: 'empty_file' },
      { bytes: Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]), status: 413, code: 'file_too_large' },
      { bytes: await fixture('scan.pdf'), status: 422, code: 'no_text' },
      { bytes: await fixture('cover-letter.pdf'), status: 422, code: 'nothing_recognised' },
    ];
    for (const { bytes, status, code } of cases) {
      expect(await expectError(await importPdf(browser, bytes), status, code, 'cv')).toBeTruthy();
    }
  });

  it('is only for someone signed in', async () => {
    const response = await importPdf(new Browser(), await fixture('cs-one-column.pdf'));
    expect(response.status).toBe(401);
  });
});
