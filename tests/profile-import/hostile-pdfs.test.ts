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
 * Asks the server for the signed-in user every 100 ms until `done` settles, and returns the
 * longest wait for an answer: how long the server could not answer anyone else.
 */
async function slowestAnswerWhile(done: Promise<unknown>): Promise<number> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  let slowest = 0;
  while (!finished) {
    const started = performance.now();
    const answer = await fetch(`${server.origin}/api/me`, { headers: { cookie: cookie() } });
    expect(answer.status).toBe(200);
    await answer.arrayBuffer();
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return slowest;
}

describe('a PDF that would take the server too long to read', () => {
  it.each([
    ['25 KB inflating to 16 MB of text commands', () => deflateBomb(16)],
    ['2 KB of form XObjects nested 24 deep', () => nestedForms(24)],
    ['9.9 MB of text', () => bigTextPdf()],
  ])(
    '%s is refused 422 file_over_budget on cv, while the server answers others',
    async (_, make) => {
      const bytes = await make();
      const started = performance.now();
      const imported = importPdf(bytes);
      const slowest = await slowestAnswerWhile(imported);
      const response = await imported;
      expect(response.status).toBe(422);
      expect((await response.json()).error).toMatchObject({ code: 'file_over_budget', field: 'cv' });
      // The budget is a second of CPU; a machine too busy to give it is stopped by the 10 s cap.
      expect(performance.now() - started).toBeLessThan(15_000);
      expect(slowest).toBeLessThan(1_500);
      expect(await readdir(incomingUploadsDir())).toEqual([]);
    },
    30_000,
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
