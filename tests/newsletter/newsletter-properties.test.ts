import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymousState } from '../platform/support/anonymous-data';
import { Browser } from '../platform/support/browser';
import { latestMailTo } from '../platform/support/outbox';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { expectSafeAnswer } from '../platform/support/refusal';

// Limits raised so the generated calls measure validation, not the rate limiter.
isolatePlatform({ rateLimitScale: 1000 });

const browser = new Browser('203.0.113.41');
const subscribeKeys = ['email', 'audience', 'consent', 'language', 'website'];

const fieldValue = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', true, false, 'candidate', 'b2b', 'cs', 'en', 'a@b', 'x'.repeat(300)),
);

/** Bodies of every shape: any JSON, objects with the endpoint's keys (and strangers), raw text. */
const bodies = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .dictionary(fc.constantFrom(...subscribeKeys, 'extra', '__proto__'), fieldValue, { maxKeys: 6 })
    .map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
);

let links: { confirm: string; unsubscribe: string };

beforeAll(async () => {
  const email = 'properties@example.com';
  await browser.api('POST', '/api/newsletter/subscribe', {
    email,
    audience: 'candidate',
    consent: true,
    language: 'en',
  });
  const mail = await latestMailTo(email);
  const find = (part: string) => mail?.links.find((link) => link.includes(part)) ?? '';
  links = { confirm: find('/confirm?'), unsubscribe: find('/unsubscribe?') };
});

/** Tokens near the real ones (cut, extended, one character changed) and anything else. */
const tokenFor = (purpose: keyof typeof links) =>
  fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.nat({ max: 120 }).map((cut) => new URL(links[purpose]).searchParams.get('token')?.slice(0, cut) ?? ''),
    fc.tuple(fc.nat({ max: 119 }), fc.constantFrom('A', '_', '-', '.', '=')).map(([at, char]) => {
      const token = new URL(links[purpose]).searchParams.get('token') ?? '';
      return token.slice(0, at) + char + token.slice(at + 1);
    }),
  );

describe(`generated newsletter requests (${databaseKind})`, () => {
  it('POST /api/newsletter/subscribe: never a 5xx, and a refused body changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        await expectSafeAnswer(() => browser.api('POST', '/api/newsletter/subscribe', body), anonymousState);
      }),
      { numRuns: 80 },
    );
  });

  it.each(['confirm', 'unsubscribe'] as const)(
    '%s link: a changed or made-up token is never a 5xx and changes nothing',
    async (purpose) => {
      await fc.assert(
        fc.asyncProperty(tokenFor(purpose), fc.constantFrom('GET', 'POST'), async (token, method) => {
          const valid = token === new URL(links[purpose]).searchParams.get('token');
          fc.pre(!valid);
          const before = await anonymousState();
          const response = await browser.request(
            `/api/newsletter/${purpose}?token=${encodeURIComponent(token)}`,
            {
              method,
            },
          );
          expect([400, 410]).toContain(response.status);
          expect(response.headers.get('content-type')).toContain('text/html');
          expect(await anonymousState()).toBe(before);
        }),
        { numRuns: 80 },
      );
    },
  );
});
