import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_LIMITS } from '@/contracts/applications';
import { incomingUploadsDir } from '@/platform/applications/incoming-uploads';
import { type Browser, signedInBrowser } from '../platform/support/browser';
import { serveRoutes } from '../platform/support/http-server';
import { isolatePlatform, SITE } from '../platform/support/platform-env';
import { bigTextPdf, deflateBomb, nestedForms } from './support/hostile-pdfs';

isolatePlatform({ rateLimitScale: 50 });

let server: Awaited<ReturnType<typeof serveRoutes>>;
let browser: Browser;

beforeAll(async () => {
  server = await serveRoutes();
  ({ browser } = await signedInBrowser());
});

afterAll(() => server.close());

const cookie = () => [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** Sends the PDF to the import over HTTP, as the browser's form does. */
function importPdf(bytes: Buffer): Promise<Response> {
  const form = new FormData();
  form.append('cv', new Blob([new Uint8Array(bytes)]), 'cv.pdf');
  return fetch(`${server.origin}/api/user/profile-import`, {
    method: 'POST',
    headers: { origin: SITE, 'sec-fetch-site': 'same-origin', cookie: cookie(), 'accept-language': 'en' },
    body: form,
  });
}

/**
 * Asks the server for the signed-in user every 100 ms until `done` settles, and counts the
 * answers that came back while it was still running: none when reading the file holds the
 * server's event loop.
 */
async function answersWhile(done: Promise<unknown>): Promise<number> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  let answered = 0;
  while (!finished) {
    const answer = await fetch(`${server.origin}/api/me`, { headers: { cookie: cookie() } });
    expect(answer.status).toBe(200);
    await answer.arrayBuffer();
    if (!finished) answered++;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return answered;
}

describe('a PDF that would take the server too long to read', () => {
  it.each([
    ['25 KB inflating to 16 MB of text commands', () => deflateBomb(16)],
    ['2 KB of form XObjects nested 24 deep', () => nestedForms(24)],
    ['9.9 MB of text', () => bigTextPdf()],
  ])(
    '%s is refused 422 file_over_budget on cv, while the server answers others',
    async (_, make) => {
      const imported = importPdf(await make());
      const answered = await answersWhile(imported);
      const response = await imported;
      expect(response.status).toBe(422);
      expect((await response.json()).error).toMatchObject({ code: 'file_over_budget', field: 'cv' });
      // The budget is a second of the worker's CPU: others were answered meanwhile.
      expect(answered).toBeGreaterThanOrEqual(2);
      expect(await readdir(incomingUploadsDir())).toEqual([]);
    },
    // A machine too busy to give the worker its second is stopped by the 30 s cap.
    60_000,
  );
});

describe('a PDF past the size limit', () => {
  it.each([1, 19, 4096])(
    'by %i B is refused 413 file_too_large on cv, and nothing stays in incoming/',
    async (over) => {
      const bytes = Buffer.alloc(APPLICATION_LIMITS.cvBytes + over, 0x20);
      bytes.write('%PDF-1.4\n');
      const response = await importPdf(bytes);
      expect(response.status).toBe(413);
      expect((await response.json()).error).toMatchObject({ code: 'file_too_large', field: 'cv' });
      expect(await readdir(incomingUploadsDir())).toEqual([]);
    },
  );
});
