import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anonymousRows, anonymousState } from '../platform/support/anonymous-data';
import { Browser } from '../platform/support/browser';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { expectSafeAnswer } from '../platform/support/refusal';

// Limits raised so the generated calls measure validation, not the rate limiter.
isolatePlatform({ rateLimitScale: 1000 });

const keys = [
  'companyName',
  'fullName',
  'email',
  'phone',
  'jobPosition',
  'message',
  'consent',
  'language',
  'website',
];

const fieldValue = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    true,
    false,
    'cs',
    'a@b.cz',
    '+420 777 123 456',
    '<p><strong>x</strong></p>',
    '<script>alert(1)</script>',
    '<p></p>',
    'x'.repeat(10_001),
  ),
);

const bodies = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .dictionary(fc.constantFrom(...keys, 'extra', '__proto__'), fieldValue, { maxKeys: keys.length + 1 })
    .map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
);

describe(`generated inquiry requests (${databaseKind})`, () => {
  it('POST /api/inquiry: never a 5xx, and a refused body changes nothing', async () => {
    const browser = new Browser('203.0.113.51');
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        await expectSafeAnswer(() => browser.api('POST', '/api/inquiry', body), anonymousState);
      }),
      { numRuns: 80 },
    );
  });

  it('POST /api/inquiry: valid inquiries with any text are stored and their message is always sanitised', async () => {
    const browser = new Browser('203.0.113.52');
    const html = fc.oneof(
      fc.string({ minLength: 1, maxLength: 400 }),
      fc.constantFrom(
        '<img src=x onerror=alert(1)>hi',
        '<a href="javascript:alert(1)">x</a>',
        '<p>ok</p><iframe></iframe>',
      ),
    );
    await fc.assert(
      fc.asyncProperty(html, fc.string({ minLength: 1, maxLength: 50 }), async (message, company) => {
        const response = await browser.api('POST', '/api/inquiry', {
          companyName: company,
          fullName: 'Jana Nováková',
          email: 'jana@example.com',
          phone: '+420 777 123 456',
          message,
          consent: true,
          language: 'cs',
        });
        expect(response.status).toBeLessThan(500);
        for (const { message: stored } of (await anonymousRows()).inquiries) {
          expect(stored).not.toMatch(/<(script|img|iframe)|javascript:|onerror/i);
        }
      }),
      { numRuns: 40 },
    );
  });
});
