import type { APIResponse } from '@playwright/test';
import { startSignedIn, TEST_SURNAME } from './support/account';
import { watchCspViolations } from './support/csp-violations';
import { chooseAnalytics, locales, protectedRoutes, staticRoutes } from './support/site';
import { EDITOR_EMAIL, signInAtStudioGate, trustLocalLake } from './support/studio';
import { expect, test } from './support/test';

const companyProfile = {
  name: 'company profile',
  cs: '/cs/spolecnost/datova-tovarna',
  en: '/en/company/datova-tovarna',
};
// Rendered per request: each answer's scripts carry a nonce of their own.
const perRequestPages = [
  {
    name: 'job detail',
    cs: '/cs/prace/pixelhouse/cokoli/job-1',
    en: '/en/company/pixelhouse/jobs/junior-frontend-developer-pixelhouse/job-1',
  },
  {
    name: 'article',
    cs: '/cs/magazin/cokoli/article-1',
    en: '/en/magazine/how-to-write-a-cv-someone-reads-to-the-end/article-1',
  },
  { name: 'filtered job list', cs: '/cs/prace?seniority=junior', en: '/en/jobs?seniority=junior' },
];

/** The inline scripts a document runs (not data blocks such as JSON-LD), with their nonce attribute. */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes, text]) =>
        !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes) && text,
    )
    .map(([, attributes]) => /\bnonce="([^"]*)"/.exec(attributes)?.[1]);
}

function directives(response: APIResponse): Map<string, string> {
  const policy = response.headers()['content-security-policy'] ?? '';
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources.join(' ')]),
  );
}

function expectBrowserHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  // The e2e site runs on http://localhost: HSTS is only sent when the site is https.
  expect(headers['strict-transport-security']).toBeUndefined();
}

function expectLockedPolicy(policy: Map<string, string>) {
  expect(policy.get('object-src')).toBe("'none'");
  expect(policy.get('base-uri')).toBe("'none'");
  expect(policy.get('frame-ancestors')).toBe("'self'");
  expect(policy.get('form-action')).toBe("'self'");
  expect(policy.get('default-src')).toBe("'self'");
  // 'self': the recruiters' workspace previews a candidate's CV in a frame.
  expect(policy.get('frame-src')).toBe("'self' https://www.youtube-nocookie.com https://player.vimeo.com");
}

for (const route of [...staticRoutes, companyProfile]) {
  for (const locale of locales) {
    test(`${route.name} (${locale}) carries the security headers and may be kept by a shared cache`, async ({
      request,
    }) => {
      const response = await request.get(route[locale]);
      expect(response.status()).toBe(200);
      expectBrowserHeaders(response);
      expect(response.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
      // Not hashed on every request (docs/decisions.md, 'Cached pages without an ETag').
      expect(response.headers().etag).toBeUndefined();
      const policy = directives(response);
      expectLockedPolicy(policy);
      // A cached page carries no nonce: its scripts come from this site and run inline.
      expect(policy.get('script-src')).toMatch(/^'self' 'unsafe-inline'(?: https?:\/\/\S+)*$/);
    });
  }
}

for (const route of perRequestPages) {
  for (const locale of locales) {
    test(`${route.name} (${locale}) runs only the scripts that carry its own nonce`, async ({ request }) => {
      const response = await request.get(route[locale]);
      expect(response.status()).toBe(200);
      expectBrowserHeaders(response);
      const policy = directives(response);
      expectLockedPolicy(policy);
      const scriptSources = policy.get('script-src') ?? '';
      expect(scriptSources).not.toContain("'unsafe-inline'");
      expect(scriptSources).toContain("'strict-dynamic'");
      const nonce = /'nonce-([^']+)'/.exec(scriptSources)?.[1];
      expect(nonce).toBeTruthy();
      const scripts = inlineScripts(await response.text());
      expect(scripts.length).toBeGreaterThan(0);
      // Every inline script but the consent marker (named by its hash) carries the nonce.
      expect(scripts.filter((scriptNonce) => scriptNonce !== nonce)).toHaveLength(1);
      const again = directives(await request.get(route[locale])).get('script-src');
      expect(again).not.toBe(scriptSources);
    });
  }
}

test('no policy violation while using the home page, a company profile with its videos, a job and an article', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations = await watchCspViolations(page);
  await page.goto('/cs');
  await chooseAnalytics(page, 'reject');
  await page.goto('/cs/prace?city=Brno');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/en/company/datova-tovarna');
  await page.getByRole('button', { name: /^Video: / }).click();
  const video = page.getByTestId('own-video');
  await expect(video).toBeFocused();
  await page.keyboard.press('Space');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  await page.goto(perRequestPages[0].en);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(perRequestPages[1].en);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/en/magazine');
  expect(violations).toEqual([]);
});

test('the profile area and the personal API answers are private and report no violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations = await watchCspViolations(page);
  await startSignedIn(page, 'en');
  for (const route of protectedRoutes) {
    const response = await page.goto(route.en);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  for (const path of [
    '/api/me',
    '/api/user/profile',
    '/api/user/education',
    '/api/user/followed-job-offers',
  ]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
    expect(directives(response).get('default-src'), path).toBe("'none'");
    expectBrowserHeaders(response);
  }
  expect(violations).toEqual([]);
});

test('the Studio has its own policy and reports no violation', async ({ page }) => {
  const violations = await watchCspViolations(page);
  const response = await page.goto('/studio');
  expect(response?.status()).toBe(200);
  await signInAtStudioGate(page, { name: 'Eva', surname: TEST_SURNAME, email: EDITOR_EMAIL });
  await trustLocalLake(page);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/connect-src 'self' https:\/\/tribelocal\.localhost:\d+/);
  expect(policy).toContain("frame-src 'self'");
  // The structure list shows once the Studio has loaded and read the local Content Lake. (The
  // network may not go idle: the Studio keeps listening to the Content Lake.)
  await expect(page.getByText('Companies', { exact: true }).first()).toBeVisible({ timeout: 60_000 });
  expect(violations).toEqual([]);
});

test('a draft preview framed from the Studio, as Presentation frames it, reports no violation', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  const draftTitle = 'Junior Frontend developer (draft)';
  // scripts/e2e.sh starts the site with this preview secret.
  const query = new URLSearchParams({
    secret: process.env.PREVIEW_SECRET ?? '',
    redirect: '/en/job/preview/job-1',
  });
  await page.goto(`/api/draft-mode/enable?${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle);
  await page.goto('/studio');
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = '/en/job/preview/job-1';
    frame.title = 'preview';
    document.body.append(frame);
  });
  await expect(page.frameLocator('iframe[title="preview"]').getByRole('heading', { level: 1 })).toHaveText(
    draftTitle,
  );
  expect(violations).toEqual([]);
});

test('health and readiness answer outside the language redirect', async ({ request }) => {
  for (const [path, body] of [
    ['/healthz', { status: 'ok' }],
    // Offline, the local Content Lake the Studio edits through is checked too.
    ['/readyz', { status: 'ready', checks: { database: 'ok', content: 'ok', lake: 'ok' } }],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(await response.json()).toEqual(body);
    expectBrowserHeaders(response);
  }
});
