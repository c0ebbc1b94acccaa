import { describe, expect, it } from 'vitest';
import { Browser, signedInBrowser } from './support/browser';
import { isolatePlatform, SITE } from './support/platform-env';

isolatePlatform({ env: { SANITY_REVALIDATE_SECRET: 'r'.repeat(32) } });

/** A body that never ends, sent chunked (no Content-Length), and how much of it was read. */
function endlessBody() {
  const piece = new TextEncoder().encode(`{"jobOfferID":"${'x'.repeat(16 * 1024)}`);
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulled += piece.byteLength;
      controller.enqueue(piece);
    },
  });
  return { body, counter };
}

/** Posts an endless body; answers the status, the error code and how much was read. */
async function postEndless(browser: Browser, path: string, contentType: string) {
  const { body, counter } = endlessBody();
  const response = await browser.request(path, {
    method: 'POST',
    headers: { origin: SITE, 'sec-fetch-site': 'same-origin', 'content-type': contentType },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, code: (await response.json()).error.code, pulled: counter.pulled };
}

describe('a body past its limit', () => {
  it('is refused 413 on a JSON endpoint once 64 KiB have arrived, without reading the rest', async () => {
    const { browser } = await signedInBrowser();
    const answer = await postEndless(browser, '/api/user/follow-job-offer', 'application/json');
    expect(answer).toMatchObject({ status: 413, code: 'body_too_large' });
    expect(answer.pulled).toBeLessThan(256 * 1024);
  });

  it('is refused 413 on the sign-in callback past 64 KiB, and on the content webhook past 1 MiB', async () => {
    const callback = await postEndless(
      new Browser(),
      '/api/auth/callback/google',
      'application/x-www-form-urlencoded',
    );
    expect(callback).toMatchObject({ status: 413, code: 'body_too_large' });
    expect(callback.pulled).toBeLessThan(256 * 1024);
    const webhook = await postEndless(new Browser(), '/api/revalidate', 'application/json');
    expect(webhook).toMatchObject({ status: 413, code: 'body_too_large' });
    expect(webhook.pulled).toBeLessThan(2 * 1024 * 1024);
  });
});
