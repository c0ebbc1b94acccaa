import { describe, expect, it } from 'vitest';
import { signedInBrowser } from '../platform/support/browser';
import { databaseKind, isolatePlatform, SITE } from '../platform/support/platform-env';
import { answers, expectError, storedFiles } from './support/apply';
import { liveJobs } from './support/demo-jobs';
import { pdf } from './support/documents';

isolatePlatform({ rateLimitScale: 50 });

/** The application form as a browser encodes it, with a CV large enough to be cut in its middle. */
async function encodedApplication() {
  const form = new FormData();
  for (const [name, value] of Object.entries({ jobOfferID: liveJobs[0]._id, locale: 'en', ...answers })) {
    form.append(name, value);
  }
  const cv = Buffer.concat([pdf(), Buffer.alloc(300_000, ' ')]);
  form.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
  const encoded = new Response(form);
  return {
    contentType: encoded.headers.get('content-type') as string,
    bytes: new Uint8Array(await encoded.arrayBuffer()),
  };
}

describe(`an application upload cut off midway (${databaseKind})`, () => {
  it.each([30, 60, 95])(
    'after %i percent of its bytes leaves no file and no application',
    async (percent) => {
    const { browser } = await signedInBrowser();
    const before = await storedFiles();
    const { contentType, bytes } = await encodedApplication();
    // The connection drops: the body ends in an error after part of the bytes.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, Math.floor((bytes.length * percent) / 100)));
        controller.error(new Error('connection reset by peer'));
      },
    });
    const response = await browser.request('/api/user/applications', {
      method: 'POST',
      headers: {
        origin: SITE,
        'sec-fetch-site': 'same-origin',
        'content-type': contentType,
        'content-length': String(bytes.length),
      },
      body,
      duplex: 'half',
    } as RequestInit);
    await expectError(response, 400, 'invalid_body');
    expect(await storedFiles()).toEqual(before);
    expect(await (await browser.api('GET', '/api/user/applications')).json()).toEqual([]);
  });
});
