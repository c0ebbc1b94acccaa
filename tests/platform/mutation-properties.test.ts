import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Browser, signedInBrowser } from './support/browser';
import { jobOfferIds } from './support/content-ids';
import { databaseKind, isolatePlatform } from './support/platform-env';
import { expectSafeAnswer } from './support/refusal';
import { storedData } from './support/stored-data';

// Limits raised so the generated calls measure validation, not the rate limiter.
isolatePlatform({ rateLimitScale: 1000 });

let browser: Browser;
let userId: string;
const entryIds: Record<'education' | 'experience', string> = { education: '', experience: '' };

beforeAll(async () => {
  ({
    browser,
    user: { id: userId },
  } = await signedInBrowser());
  await browser.api('POST', '/api/user/follow-job-offer', { jobOfferID: jobOfferIds[1] });
  for (const [kind, entry] of [
    ['education', { organization: 'Masaryk University', from: '2010-09-01' }],
    ['experience', { title: 'Analyst', company: 'Knihomol', from: '2014-02-01' }],
  ] as const) {
    entryIds[kind] = (await (await browser.api('POST', `/api/user/${kind}`, entry)).json()).id;
  }
});

const fieldValue = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '2020-01-01',
    '2030-02-30',
    'https://x.example',
    'a@b.cz',
    jobOfferIds[0],
    'x'.repeat(10_001),
  ),
);

/** Bodies of every shape: any JSON, objects with the endpoint's own keys (and strangers), raw text. */
const bodyFor = (keys: string[]) =>
  fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc
      .dictionary(fc.constantFrom(...keys, 'extra', '__proto__', 'userId'), fieldValue, {
        maxKeys: keys.length + 1,
      })
      .map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 200 }),
  );

const educationKeys = ['degree', 'organization', 'title', 'description', 'from', 'to'];
const experienceKeys = ['title', 'company', 'location', 'description', 'from', 'to'];

const endpoints: { name: string; method: string; path: () => string; keys: string[] }[] = [
  {
    name: 'POST /api/user/follow-job-offer',
    method: 'POST',
    path: () => '/api/user/follow-job-offer',
    keys: ['jobOfferID'],
  },
  {
    name: 'POST /api/user/unfollow-job-offer',
    method: 'POST',
    path: () => '/api/user/unfollow-job-offer',
    keys: ['jobOfferID'],
  },
  {
    name: 'POST /api/user/follow-company-branch',
    method: 'POST',
    path: () => '/api/user/follow-company-branch',
    keys: ['companyBranchID'],
  },
  {
    name: 'POST /api/user/unfollow-company-branch',
    method: 'POST',
    path: () => '/api/user/unfollow-company-branch',
    keys: ['companyBranchID'],
  },
  {
    name: 'PATCH /api/user/profile',
    method: 'PATCH',
    path: () => '/api/user/profile',
    keys: ['name', 'surname', 'email', 'birthDate', 'phone', 'city', 'webUrl'],
  },
  {
    name: 'POST /api/user/education',
    method: 'POST',
    path: () => '/api/user/education',
    keys: educationKeys,
  },
  {
    name: 'PUT /api/user/education/{id}',
    method: 'PUT',
    path: () => `/api/user/education/${entryIds.education}`,
    keys: educationKeys,
  },
  {
    name: 'POST /api/user/experience',
    method: 'POST',
    path: () => '/api/user/experience',
    keys: experienceKeys,
  },
  {
    name: 'PUT /api/user/experience/{id}',
    method: 'PUT',
    path: () => `/api/user/experience/${entryIds.experience}`,
    keys: experienceKeys,
  },
];

describe(`generated request bodies (${databaseKind})`, () => {
  it.each(endpoints)(
    '$name: never a 5xx, and a rejected body changes nothing',
    async ({ method, path, keys }) => {
      await fc.assert(
        fc.asyncProperty(bodyFor(keys), async (body) => {
          await expectSafeAnswer(
            () => browser.api(method, path(), body),
            () => storedData(userId),
          );
        }),
        { numRuns: 60 },
      );
    },
  );

  it('DELETE /api/user/education/{id}: an id of any other shape is 404 and changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 80 }), async (id) => {
        const before = await storedData(userId);
        const response = await browser.api('DELETE', `/api/user/education/${encodeURIComponent(id)}`);
        expect(response.status).toBe(404);
        expect(await storedData(userId)).toBe(before);
      }),
      { numRuns: 60 },
    );
  });
});

describe('text the database cannot store', () => {
  it('(NUL characters) is refused with a 400 naming the field', async () => {
    const before = await storedData(userId);
    for (const [path, body, field] of [
      ['/api/user/profile', { city: 'Br\u0000no' }, 'city'],
      [
        '/api/user/education',
        { organization: 'VUT', from: '2010-01-01', description: '<p>\u0000</p>' },
        'description',
      ],
    ] as const) {
      const response = await browser.api(path === '/api/user/profile' ? 'PATCH' : 'POST', path, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatchObject({ code: 'invalid_characters', field });
    }
    expect(await storedData(userId)).toBe(before);
  });
});

/** Dates as people and scripts write them: any year (0000 and 10000 included), month and day. */
const isoishDate = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 0, max: 99_999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(([year, month, day]) =>
      [String(year).padStart(4, '0'), String(month).padStart(2, '0'), String(day).padStart(2, '0')].join('-'),
    ),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.stringMatching(/^[+-]?\d{4,6}-\d{1,2}-\d{1,2}(T[\d:.]+Z?)?$/),
);

const dateFields = [
  { method: 'PATCH', path: () => '/api/user/profile', field: 'birthDate', body: {} },
  { method: 'POST', path: () => '/api/user/education', field: 'from', body: { organization: 'VUT' } },
  {
    method: 'POST',
    path: () => '/api/user/education',
    field: 'to',
    body: { organization: 'VUT', from: '1990-01-01' },
  },
  {
    method: 'PUT',
    path: () => `/api/user/experience/${entryIds.experience}`,
    field: 'from',
    body: { title: 'A', company: 'B' },
  },
  {
    method: 'POST',
    path: () => '/api/user/experience',
    field: 'to',
    body: { title: 'A', company: 'B', from: '1990-01-01' },
  },
] as const;

describe(`every date field (${databaseKind})`, () => {
  it.each(dateFields.map((entry) => [`${entry.method} ${entry.field}`, entry] as const))(
    '%s: any ISO-like date is never a 5xx; a year outside 1900–2100 is a 400 naming the field',
    async (_, { method, path, field, body }) => {
      await fc.assert(
        fc.asyncProperty(isoishDate, async (date) => {
          const response = await expectSafeAnswer(
            () => browser.api(method, path(), { ...body, [field]: date }),
            () => storedData(userId),
          );
          const year = Number(date.slice(0, 4));
          if (response.status < 300 && field !== 'birthDate') expect(year).toBeGreaterThanOrEqual(1900);
          if (/^\d{4}-/.test(date) && (year < 1900 || year > 2100)) {
            expect(response.status).toBe(400);
            expect((await response.json()).error.field).toBe(field);
          }
        }),
        { numRuns: 40 },
      );
    },
  );
});
