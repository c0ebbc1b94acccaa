import { describe, expect, it } from 'vitest';
import { signedInBrowser } from './support/browser';
import { isolatePlatform, SITE } from './support/platform-env';

isolatePlatform();

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

describe('a JSON body past the limit', () => {
  it('is refused 413 once 64 KiB have arrived, without reading the rest', async () => {
    const { browser } = await signedInBrowser();
    const { body, counter } = endlessBody();
    const response = await browser.request('/api/user/follow-job-offer', {
      method: 'POST',
      headers: { origin: SITE, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('body_too_large');
    expect(counter.pulled).toBeLessThan(256 * 1024);
  });
});
