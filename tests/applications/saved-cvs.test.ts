import { describe, expect, it } from 'vitest';
import type { SavedCv } from '@/contracts/saved-cvs';
import { signedInBrowser } from '../platform/support/browser';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { expectError, storedFiles } from './support/apply';
import { doc, docx, executable, odt, pdf, zipBombDocx } from './support/documents';
import { bytesOf, saveCv, savedCvs } from './support/saved-cvs';

isolatePlatform({ rateLimitScale: 50 });

const names = (list: SavedCv[]) => list.map((cv) => [cv.fileName, cv.isDefault]);

describe(`saved CVs in the profile (${databaseKind})`, () => {
  it('keeps up to three, the first as the default, and refuses a fourth naming the limit', async () => {
    const { browser } = await signedInBrowser();
    const files = [
      { name: 'Životopis.pdf', bytes: pdf() },
      { name: 'cv-en.docx', bytes: docx() },
      { name: 'cv-old.doc', bytes: doc() },
    ];
    for (const cv of files) expect((await saveCv(browser, cv)).status).toBe(201);
    const list = await savedCvs(browser);
    expect(names(list)).toEqual([
      ['Životopis.pdf', true],
      ['cv-en.docx', false],
      ['cv-old.doc', false],
    ]);
    expect(list.map((cv) => [cv.kind, cv.bytes])).toEqual(
      files.map((cv, index) => [['pdf', 'docx', 'doc'][index], cv.bytes.length]),
    );

    const before = await storedFiles();
    const message = await expectError(
      await saveCv(browser, { name: 'cv.odt', bytes: odt() }),
      409,
      'saved_cv_limit',
      'cv',
    );
    expect(message).toBe('Your profile keeps at most 3 CVs; delete one of them to save another.');
    expect(await storedFiles()).toEqual(before);

    const download = await browser.request(`/api/user/cvs/${list[0].id}/file`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="_ivotopis.pdf"; filename*=UTF-8''%C5%BDivotopis.pdf`,
    );
    expect((await bytesOf(download)).equals(files[0].bytes)).toBe(true);
  });

  it('checks a saved CV like an application CV and keeps nothing it refuses', async () => {
    const { browser } = await signedInBrowser();
    const before = await storedFiles();
    const cases = [
      { cv: { name: 'cv.pdf', bytes: executable() }, status: 400, code: 'invalid_file_type' },
      { cv: { name: 'cv.pdf', bytes: Buffer.alloc(0) }, status: 400, code: 'empty_file' },
      { cv: { name: 'cv.docx', bytes: zipBombDocx() }, status: 400, code: 'file_too_complex' },
      {
        cv: { name: 'cv.pdf', bytes: Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]) },
        status: 413,
        code: 'file_too_large',
      },
    ];
    for (const { cv, status, code } of cases)
      await expectError(await saveCv(browser, cv), status, code, 'cv');
    await expectError(await saveCv(browser, null), 400, 'required', 'cv');
    await expectError(
      await saveCv(browser, undefined, { isDefault: 'true' }),
      400,
      'unknown_field',
      'isDefault',
    );
    expect(await storedFiles()).toEqual(before);
    expect(await savedCvs(browser)).toEqual([]);
  });

  it('makes another CV the default, and deleting the default moves it to the newest one left', async () => {
    const { browser } = await signedInBrowser();
    for (const name of ['first.pdf', 'second.pdf', 'third.pdf'])
      await saveCv(browser, { name, bytes: pdf() });
    const [first, second, third] = await savedCvs(browser);
    const made = await browser.api('POST', `/api/user/cvs/${second.id}/default`);
    expect(names(await made.json())).toEqual([
      ['first.pdf', false],
      ['second.pdf', true],
      ['third.pdf', false],
    ]);

    const files = await storedFiles();
    const deleted = await browser.api('DELETE', `/api/user/cvs/${second.id}`);
    expect(names(await deleted.json())).toEqual([
      ['first.pdf', false],
      ['third.pdf', true],
    ]);
    expect((await storedFiles()).length).toBe(files.length - 1);
    expect((await browser.request(`/api/user/cvs/${second.id}/file`)).status).toBe(404);

    await browser.api('DELETE', `/api/user/cvs/${third.id}`);
    expect(names(await savedCvs(browser))).toEqual([['first.pdf', true]]);
    await browser.api('DELETE', `/api/user/cvs/${first.id}`);
    expect(await savedCvs(browser)).toEqual([]);
  });

  it("answers another user's CV as unknown (404) and leaves it as it was", async () => {
    const owner = await signedInBrowser();
    const stranger = await signedInBrowser();
    await saveCv(owner.browser, { name: 'mine.pdf', bytes: pdf() });
    await saveCv(owner.browser, { name: 'also-mine.pdf', bytes: pdf() });
    const [, cv] = await savedCvs(owner.browser);
    const attempts = [
      stranger.browser.request(`/api/user/cvs/${cv.id}/file`),
      stranger.browser.api('POST', `/api/user/cvs/${cv.id}/default`),
      stranger.browser.api('DELETE', `/api/user/cvs/${cv.id}`),
    ];
    for (const attempt of attempts) await expectError(await attempt, 404, 'saved_cv_not_found');
    // An id of another shape names no CV before any is looked for.
    await expectError(await stranger.browser.api('DELETE', '/api/user/cvs/not-an-id'), 404, 'not_found');
    expect(names(await savedCvs(owner.browser))).toEqual([
      ['mine.pdf', true],
      ['also-mine.pdf', false],
    ]);
    expect(await savedCvs(stranger.browser)).toEqual([]);
  });
});
