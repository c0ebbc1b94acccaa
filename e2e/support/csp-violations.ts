import type { Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation a page reports, through the
 * `securitypolicyviolation` event and Chromium's 'Refused to …' console messages, across navigations.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy/.test(text)) violations.push(text);
  });
  return violations;
}

/** Answers the video players' hosts locally (the tests run offline); the policy is checked before any request. */
export async function serveVideoPlayersOffline(page: Page) {
  const blank = { status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' };
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill(blank));
  await page.route('https://player.vimeo.com/**', (route) => route.fulfill(blank));
  await page.route('https://vimeo.com/api/oembed.json**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({
        type: 'video',
        video_id: 1084537,
        width: 640,
        height: 360,
        html: '<iframe src="https://player.vimeo.com/video/1084537" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" title="video"></iframe>',
      }),
    }),
  );
}
