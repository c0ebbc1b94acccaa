import { describe, expect, it } from 'vitest';
import { describeFollowTargets } from '@/content/follow-targets';
import { Browser, signedInBrowser } from './support/browser';
import { companyIds, jobOfferIds } from './support/content-ids';
import { databaseKind, isolatePlatform } from './support/platform-env';

isolatePlatform();

interface Followed {
  id: string;
  title: string;
  slug: string | null;
  companyName: string | null;
  companySlug: string | null;
  image: string | null;
}

const kinds = [
  {
    noun: 'job offer',
    follow: 'follow-job-offer',
    unfollow: 'unfollow-job-offer',
    list: 'followed-job-offers',
    key: 'jobOfferID',
    ids: jobOfferIds,
    notFound: 'job_offer_not_found',
  },
  {
    noun: 'company branch',
    follow: 'follow-company-branch',
    unfollow: 'unfollow-company-branch',
    list: 'followed-company-branches',
    key: 'companyBranchID',
    ids: companyIds,
    notFound: 'company_branch_not_found',
  },
] as const;

async function listed(browser: Browser, list: string, language = 'en') {
  const response = await browser.api('GET', `/api/user/${list}?language=${language}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Followed[];
}

describe.each(kinds)(`following a $noun (${databaseKind})`, (kind) => {
  it('follows, lists with what the profile page shows, and unfollows', async () => {
    const { browser } = await signedInBrowser();
    const [first, second] = kind.ids;
    expect(await listed(browser, kind.list)).toEqual([]);

    const followed = await browser.api('POST', `/api/user/${kind.follow}`, { [kind.key]: first });
    expect(followed.status).toBe(200);
    expect(await followed.json()).toEqual({ [kind.key]: first, following: true });
    await browser.api('POST', `/api/user/${kind.follow}`, { [kind.key]: second });

    const items = await listed(browser, kind.list);
    expect(items.map((item) => item.id)).toEqual([second, first]);
    const [content] = await describeFollowTargets([first], 'en');
    expect(items[1]).toMatchObject({ id: first, title: content.title, slug: content.slug });
    expect(items[1].image).toMatch(/^\/content-images\/images\//);
    if (kind.key === 'jobOfferID') {
      expect(items[1].companyName).toBe(content.companyName);
      expect(items[1].companySlug).toBe(content.companySlug);
    }

    const unfollowed = await browser.api('POST', `/api/user/${kind.unfollow}`, { [kind.key]: first });
    expect(unfollowed.status).toBe(200);
    expect(await unfollowed.json()).toEqual({ [kind.key]: first, following: false });
    expect((await listed(browser, kind.list)).map((item) => item.id)).toEqual([second]);
  });

  it('is idempotent: following twice keeps one entry, unfollowing twice still succeeds', async () => {
    const { browser } = await signedInBrowser();
    const [id] = kind.ids;
    for (let round = 0; round < 2; round++) {
      expect((await browser.api('POST', `/api/user/${kind.follow}`, { [kind.key]: id })).status).toBe(200);
    }
    expect(await listed(browser, kind.list)).toHaveLength(1);
    for (let round = 0; round < 2; round++) {
      expect((await browser.api('POST', `/api/user/${kind.unfollow}`, { [kind.key]: id })).status).toBe(200);
    }
    expect(await listed(browser, kind.list)).toEqual([]);
  });

  it('answers an id that is not published content of this kind with 404', async () => {
    const { browser } = await signedInBrowser();
    const other = kind.key === 'jobOfferID' ? companyIds[0] : jobOfferIds[0];
    for (const id of ['no-such-id', `drafts.${kind.ids[0]}`, other]) {
      for (const path of [kind.follow, kind.unfollow]) {
        const response = await browser.api('POST', `/api/user/${path}`, { [kind.key]: id });
        expect(response.status).toBe(404);
        expect((await response.json()).error.code).toBe(kind.notFound);
      }
    }
    expect(await listed(browser, kind.list)).toEqual([]);
  });

  it('keeps each user’s follows apart', async () => {
    const a = await signedInBrowser();
    const b = await signedInBrowser();
    await a.browser.api('POST', `/api/user/${kind.follow}`, { [kind.key]: kind.ids[0] });
    expect(await listed(b.browser, kind.list)).toEqual([]);
    await b.browser.api('POST', `/api/user/${kind.unfollow}`, { [kind.key]: kind.ids[0] });
    expect(await listed(a.browser, kind.list)).toHaveLength(1);
  });

  it('names the problem with a bad body', async () => {
    const { browser } = await signedInBrowser();
    const cases: [unknown, number, string, string?][] = [
      [{}, 400, 'required', kind.key],
      [{ [kind.key]: '' }, 400, 'required', kind.key],
      [{ [kind.key]: 42 }, 400, 'invalid_type', kind.key],
      [{ [kind.key]: null }, 400, 'invalid_type', kind.key],
      [{ [kind.key]: 'x'.repeat(129) }, 400, 'too_long', kind.key],
      [{ [kind.key]: 'has spaces' }, 400, 'invalid', kind.key],
      [{ [kind.key]: kind.ids[0], extra: 1 }, 400, 'unknown_field', 'extra'],
      [[kind.ids[0]], 400, 'invalid_body'],
      ['not json', 400, 'invalid_json'],
    ];
    for (const [body, status, code, field] of cases) {
      const response = await browser.api('POST', `/api/user/${kind.follow}`, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      const { error } = await response.json();
      expect(error.code, JSON.stringify(body)).toBe(code);
      expect(error.field).toBe(field);
      expect(error.message).toEqual(expect.any(String));
    }
    const form = await browser.api('POST', `/api/user/${kind.follow}`, `${kind.key}=x`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
  });
});

describe('followed lists', () => {
  it('describe job offers in the requested language, or the visitor’s', async () => {
    const { browser } = await signedInBrowser();
    const [id] = jobOfferIds;
    await browser.api('POST', '/api/user/follow-job-offer', { jobOfferID: id });
    const [cs] = await describeFollowTargets([id], 'cs');
    const [en] = await describeFollowTargets([id], 'en');
    expect(cs.title).not.toBe(en.title);
    expect((await listed(browser, 'followed-job-offers', 'cs'))[0].title).toBe(cs.title);
    expect((await listed(browser, 'followed-job-offers', 'en'))[0].title).toBe(en.title);
    const languageHints: Record<string, string>[] = [
      { cookie: 'NEXT_LOCALE=cs' },
      { 'accept-language': 'cs-CZ,cs;q=0.9' },
    ];
    for (const headers of languageHints) {
      const response = await browser.request('/api/user/followed-job-offers', { headers });
      expect(((await response.json()) as Followed[])[0].title).toBe(cs.title);
    }
  });
});

describe('the follow endpoints refuse', () => {
  it('anonymous callers with 401', async () => {
    const browser = new Browser();
    for (const [method, path, body] of [
      ['POST', '/api/user/follow-job-offer', { jobOfferID: jobOfferIds[0] }],
      ['GET', '/api/user/followed-company-branches', undefined],
    ] as const) {
      const response = await browser.api(method, path, body);
      expect(response.status).toBe(401);
      expect((await response.json()).error).toEqual({
        code: 'unauthenticated',
        message: 'Please sign in first.',
      });
    }
  });

  it('a request from another origin with 403, and nothing changes', async () => {
    const { browser } = await signedInBrowser();
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: '', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const response = await browser.api(
        'POST',
        '/api/user/follow-job-offer',
        { jobOfferID: jobOfferIds[0] },
        headers,
      );
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe('foreign_origin');
    }
    expect(await listed(browser, 'followed-job-offers')).toEqual([]);
  });

  it('accepts a same-origin request that carries only fetch metadata', async () => {
    const { browser } = await signedInBrowser();
    const response = await browser.request('/api/user/follow-job-offer', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ jobOfferID: jobOfferIds[0] }),
    });
    expect(response.status).toBe(200);
  });

  it('too many calls from one user with 429, Retry-After and a clear message', async () => {
    const { browser } = await signedInBrowser('127.0.2.61');
    const statuses: number[] = [];
    for (let call = 0; call < 60; call++) {
      statuses.push(
        (await browser.api('POST', '/api/user/follow-job-offer', { jobOfferID: jobOfferIds[0] })).status,
      );
    }
    expect(new Set(statuses)).toEqual(new Set([200]));
    const limited = await browser.api('POST', '/api/user/follow-job-offer', { jobOfferID: jobOfferIds[0] });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many requests/),
    });
  });
});
