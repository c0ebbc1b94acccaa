import { beforeAll, describe, expect, it } from 'vitest';
import { liveJobs } from '../applications/support/demo-jobs';
import { ownerOf } from '../workspace/support/members';
import { Browser, signedInBrowser } from './support/browser';
import { databaseKind, isolatePlatform, SITE } from './support/platform-env';
import { callRoute, fillTemplate, routeCatalogue } from './support/route-catalogue';

isolatePlatform({ rateLimitScale: 1000 });

/** Values a segment naming a row can be sent instead of a real id (already percent-encoded). */
const MALFORMED = [
  'not-a-uuid',
  '0e8f5f5e-6d0b-4b5c-9d1e-2f3a4b5c6d7',
  'x'.repeat(2000),
  encodeURIComponent('žluťoučký-kůň-🐎'),
  encodeURIComponent('../../etc/passwd'),
  '%20',
  '%00',
  'null',
  encodeURIComponent("1' OR '1'='1"),
];

/** Every route file on disk with a dynamic segment, with each method it exports. */
const routes = routeCatalogue().filter((route) => route.params.length > 0 && !route.needsServer);
const calls = routes.flatMap((route) => route.methods.map((method) => ({ route, method })));
/** The API's wrappers declare the shape of every segment that names a row. */
const namesRow = (template: string) => /^\/api\/(user|workspace|recruiter)\/.*\[id\]/.test(template);

type Caller = 'member' | 'stranger' | 'anonymous';
const callers: Record<Caller, Browser | null> = { member: null, stranger: null, anonymous: null };

beforeAll(async () => {
  callers.member = (await ownerOf(liveJobs[0].company?._ref as string)).browser;
  callers.stranger = (await signedInBrowser()).browser;
}, 120_000);

function send(route: (typeof calls)[number]['route'], method: string, value: string, caller: Caller) {
  const path = fillTemplate(route.template, {
    ...Object.fromEntries(route.params.map((name) => [name, value])),
  });
  const headers = new Headers({ origin: SITE, 'sec-fetch-site': 'same-origin' });
  const browser = callers[caller];
  if (browser) {
    headers.set('cookie', [...browser.cookies].map(([name, cookie]) => `${name}=${cookie}`).join('; '));
  }
  const hasBody = method !== 'GET' && method !== 'HEAD' && method !== 'DELETE';
  if (hasBody) headers.set('content-type', 'application/json');
  return callRoute(
    route,
    new Request(new URL(path, SITE), { method, headers, body: hasBody ? '{}' : undefined }),
  );
}

describe(`malformed ids in the address (${databaseKind})`, () => {
  it('walks every route with a dynamic segment', () => {
    expect(calls.filter(({ route }) => namesRow(route.template)).length).toBeGreaterThanOrEqual(23);
  });

  it.each(
    calls.flatMap(({ route, method }) =>
      (['member', 'stranger', 'anonymous'] as const).map(
        (caller) => [`${method} ${route.template} as ${caller}`, route, method, caller] as const,
      ),
    ),
  )('%s: never a 5xx; a signed-in caller is told there is no such row', async (_, route, method, caller) => {
    for (const value of MALFORMED) {
      const response = await send(route, method, value, caller);
      expect(response.status, value).toBeLessThan(500);
      if (!namesRow(route.template) || caller === 'anonymous') continue;
      // A stranger may be told first that the workspace is not theirs.
      const workspace = route.template.startsWith('/api/workspace');
      expect(caller === 'stranger' && workspace ? [403, 404] : [404], value).toContain(response.status);
      if (response.status === 404) expect((await response.json()).error.code).toMatch(/not_found$/);
    }
  });
});

describe(`signed links whose fields are not ids (${databaseKind})`, () => {
  const inAWeek = () => Date.now() + 7 * 24 * 3600 * 1000;

  it('refuses an invitation link naming no invitation row, signature or not', async () => {
    const { signToken } = await import('@/server/http/signed-token');
    const stranger = callers.stranger as Browser;
    for (const id of ['not-a-uuid', '../x', 'x'.repeat(300)]) {
      const token = signToken('company-invitation', [id], inAWeek());
      const response = await stranger.api('POST', '/api/workspace/invitations/accept', { token });
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('invalid_invitation');
    }
  });

  it('answers a job alert link naming no alert row with the page for a broken link', async () => {
    const { signToken } = await import('@/server/http/signed-token');
    for (const fields of [
      ['confirm', 'not-a-uuid', 'nonce'],
      ['unsubscribe', '../x', ''],
    ]) {
      const token = signToken('job-alert', fields, inAWeek());
      const path = `/api/job-alerts/${fields[0]}?token=${token}`;
      for (const method of ['GET', 'POST']) {
        const response = await new Browser().request(path, { method });
        expect(response.status).toBe(400);
        expect(await response.text()).toContain('This link is incomplete or altered.');
      }
    }
  });
});
