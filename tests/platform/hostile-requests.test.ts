import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { refuseUnservableRequest } from '@/server/front-door/request-guard';
import { type Browser, signedInBrowser } from './support/browser';
import { databaseKind, isolatePlatform, SITE } from './support/platform-env';
import { expectSafeAnswer } from './support/refusal';
import {
  type CatalogueRoute,
  callRoute,
  fillTemplate,
  HTTP_METHODS,
  routeCatalogue,
} from './support/route-catalogue';
import { storedData } from './support/stored-data';

// Limits raised so the generated calls measure the handlers, not the rate limiter.
isolatePlatform({ rateLimitScale: 1000, env: { SANITY_REVALIDATE_SECRET: 'r'.repeat(32) } });

// Handlers that need Next.js's request scope are covered against the built server (e2e).
const routes = routeCatalogue().filter((route) => !route.needsServer);
const jsonRoutes = routes.flatMap((route) =>
  route.readsJson
    ? route.methods
        .filter((method) => method !== 'GET' && method !== 'DELETE')
        .map((method) => ({ route, method }))
    : [],
);
let browser: Browser;
let userId: string;

/**
 * Segments as the routes expect them: an id of the real shape names no row but reaches the body's
 * checks (an id of another shape is 404 before the body is read, as malformed-ids.test.ts shows).
 */
const SEGMENTS = { file: 'x.png', provider: 'google', id: '0e8f5f5e-6d0b-4b5c-9d1e-2f3a4b5c6d7e' };

beforeAll(async () => {
  ({
    browser,
    user: { id: userId },
  } = await signedInBrowser());
});

/** JSON nested `depth` levels, objects and arrays mixed, built without recursion. */
function nestedJson({ depth, kinds }: { depth: number; kinds: boolean[] }): string {
  const levels = Array.from({ length: depth }, (_, index) => kinds[index % kinds.length]);
  const open = levels.map((isObject) => (isObject ? '{"a":' : '[')).join('');
  const close = levels
    .map((isObject) => (isObject ? '}' : ']'))
    .reverse()
    .join('');
  return `${open}"x"${close}`;
}

/** A nesting (kept as its recipe, so a failure reports two numbers rather than the text). */
const nesting = fc.record({
  depth: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 10_000 })),
  kinds: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
});

/** Any token a client could send as a method, the ones Node.js parses and those it does not know. */
const anyMethod = fc.oneof(
  fc.constantFrom(...HTTP_METHODS, 'TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'MKCOL', 'LINK', 'PURGE'),
  fc.stringMatching(/^[A-Z][A-Z-]{0,11}$/),
);

const anyBody = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  nesting.map(nestedJson),
);

const anyContentType = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', 'application/jsonx'),
  fc.string({ maxLength: 40 }).filter((value) => /^[\t\x20-\x7e]*$/.test(value)),
);

/** Query strings: the parameters the routes read, Object.prototype's names, any text and bytes. */
const queryKey = fc.oneof(
  fc.constantFrom(
    'language',
    'companyID',
    'token',
    'secret',
    'redirect',
    'app_id',
    'page',
    'q',
    'w',
    'fit',
    'fm',
  ),
  fc.constantFrom(...Object.getOwnPropertyNames(Object.prototype)),
  fc.string({ maxLength: 8 }),
);
const queryValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('%ff', '%', '%00', '../..', '//evil.example', 'toString', '-1', '1e309', ''),
);
const anyQuery = fc
  .array(fc.tuple(queryKey, queryValue), { maxLength: 5 })
  .map((pairs) =>
    pairs.map(([key, value]) => `${encodeURIComponent(key)}=${value.replace(/[#\s]/g, '')}`).join('&'),
  );

/** A request as a browser (or anyone) can send it, cookies included when given. */
function send(
  route: CatalogueRoute,
  method: string,
  options: { body?: string; contentType?: string; cookies?: boolean; path?: string },
) {
  const headers = new Headers({
    origin: SITE,
    'sec-fetch-site': 'same-origin',
    'x-forwarded-for': '198.51.100.7',
  });
  if (options.contentType !== undefined) headers.set('content-type', options.contentType);
  if (options.cookies)
    headers.set('cookie', [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
  const hasBody = options.body !== undefined && method !== 'GET' && method !== 'HEAD';
  // Bytes, not a string: a string body would get a text/plain Content-Type of its own.
  const body = hasBody ? new TextEncoder().encode(options.body) : undefined;
  const path = options.path ?? fillTemplate(route.template, SEGMENTS);
  return callRoute(route, new Request(new URL(path, SITE), { method, headers, body }));
}

describe(`every route, every method (${databaseKind})`, () => {
  it.each(routes.map((route) => [route.template, route] as const))(
    '%s: any method, query string, body and Content-Type is answered below 500; an unknown method is 405 with Allow',
    async (_, route) => {
      await fc.assert(
        fc.asyncProperty(
          anyMethod,
          anyBody,
          anyContentType,
          anyQuery,
          async (method, body, contentType, query) => {
            const refusal = refuseUnservableRequest(method, fillTemplate(route.template, {}));
            if (refusal) {
              expect(refusal.status).toBe(405);
              expect(refusal.headers.Allow).toContain('GET');
              return;
            }
            const path = `${fillTemplate(route.template, SEGMENTS)}?${query}`;
            const response = await send(route, method, { body, contentType, path });
            expect(response.status).toBeLessThan(500);
          },
        ),
        { numRuns: 20 },
      );
    },
  );
});

describe(`JSON bodies of any depth (${databaseKind})`, () => {
  it.each(jsonRoutes.map(({ route, method }) => [`${method} ${route.template}`, route, method] as const))(
    '%s: nested up to 10,000 levels is never a 5xx; past 64 levels it is 400 too_deep (or 413 past 64 KiB) and changes nothing',
    async (_, route, method) => {
      await fc.assert(
        fc.asyncProperty(nesting, async (shape) => {
          const text = nestedJson(shape);
          const response = await expectSafeAnswer(
            () => send(route, method, { body: text, contentType: 'application/json', cookies: true }),
            () => storedData(userId),
          );
          if (shape.depth > 64) {
            const { code } = (await response.json()).error;
            expect(code).toBe(text.length > 64 * 1024 ? 'body_too_large' : 'too_deep');
          }
        }),
        { numRuns: 10 },
      );
    },
  );
});

describe(`bodies that are not JSON (${databaseKind})`, () => {
  it.each(jsonRoutes.map(({ route, method }) => [`${method} ${route.template}`, route, method] as const))(
    '%s: a body without Content-Type, or with another type, is 415 and changes nothing',
    async (_, route, method) => {
      const otherType = fc.oneof(
        fc.constant(undefined),
        fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/jsonx', 'json'),
        fc
          .string({ maxLength: 30 })
          .filter((value) => /^[\x20-\x7e]*$/.test(value) && !/^application\/json\s*(;|$)/i.test(value)),
      );
      await fc.assert(
        fc.asyncProperty(otherType, async (contentType) => {
          const response = await expectSafeAnswer(
            () => send(route, method, { body: '{}', contentType, cookies: true }),
            () => storedData(userId),
          );
          expect(response.status).toBe(415);
          expect((await response.json()).error.code).toBe('unsupported_media_type');
        }),
        { numRuns: 10 },
      );
    },
  );
});

describe(`JSON in a charset other than UTF-8 (${databaseKind})`, () => {
  const otherCharset = fc.oneof(
    fc.constantFrom(
      'utf-16',
      'UTF-16LE',
      'utf-16be',
      'utf-32',
      'iso-8859-1',
      'windows-1250',
      'utf8',
      '"utf-16"',
      '',
    ),
    fc.stringMatching(/^[a-zA-Z0-9-]{1,12}$/).filter((name) => name.toLowerCase() !== 'utf-8'),
  );
  const utf8 = fc.constantFrom('utf-8', 'UTF-8', 'Utf-8', '"utf-8"', ' utf-8 ');

  it.each(jsonRoutes.map(({ route, method }) => [`${method} ${route.template}`, route, method] as const))(
    '%s: another charset is 415 naming the type and changes nothing; utf-8 in any case is read',
    async (_, route, method) => {
      await fc.assert(
        fc.asyncProperty(otherCharset, async (charset) => {
          const response = await expectSafeAnswer(
            () =>
              send(route, method, {
                body: '{}',
                contentType: `application/json; charset=${charset}`,
                cookies: true,
              }),
            () => storedData(userId),
          );
          expect(response.status).toBe(415);
          const { error } = await response.json();
          expect(error.code).toBe('unsupported_media_type');
          expect(error.message).toContain('UTF-8');
        }),
        { numRuns: 10 },
      );
      await fc.assert(
        fc.asyncProperty(utf8, async (charset) => {
          const response = await send(route, method, {
            body: '{}',
            contentType: `application/json;charset=${charset}`,
            cookies: true,
          });
          expect(response.status).not.toBe(415);
        }),
        { numRuns: 5 },
      );
    },
  );
});

describe('the local sign-in form', () => {
  const devIdp = routes.find((route) => route.template === '/dev-idp/[...path]') as CatalogueRoute;
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    callRoute(
      devIdp,
      new Request(`${SITE}/dev-idp/interaction/x/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'accept-language': 'en',
          // A browser on this machine, as the server's front door records it.
          'x-tribe-peer-address': '127.0.0.1',
          ...headers,
        },
        body,
        duplex: 'half',
      } as RequestInit),
    );

  it('refuses a form past 16 KiB with a 413 page that says so, declared or streamed', async () => {
    const large = `name=${'x'.repeat(20 * 1024)}`;
    const streamed = new Blob([large]).stream();
    for (const response of [await post(large), await post(streamed)]) {
      expect(response.status).toBe(413);
      expect(await response.text()).toContain('The form is too large.');
    }
  });
});
