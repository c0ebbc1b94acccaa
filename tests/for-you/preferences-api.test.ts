import { describe, expect, it } from 'vitest';
import { Browser, signedInBrowser } from '../platform/support/browser';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';

isolatePlatform();

const preferences = {
  values: ['trust', 'learning'],
  cities: ['brno'],
  roles: ['Frontend vývojář'],
  skills: ['react', 'typescript'],
  workingModes: ['full-remote', 'hybrid'],
  seniorities: ['senior'],
  employmentTypes: ['employment-contract'],
  minSalary: 60_000,
  currency: 'CZK',
};

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { field?: string } }).error;

describe(`/api/user/preferences (${databaseKind})`, () => {
  it('has no preferences until they are saved, then answers them with the city as offers name it', async () => {
    const { browser } = await signedInBrowser();
    const before = await browser.api('GET', '/api/user/preferences');
    expect(await before.json()).toMatchObject({ values: [], cities: [], minSalary: null });
    const saved = await browser.api('PUT', '/api/user/preferences', preferences);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ ...preferences, cities: ['Brno'] });
    const after = await browser.api('GET', '/api/user/preferences');
    expect(await after.json()).toEqual({ ...preferences, cities: ['Brno'] });
  });

  it("keeps a skill given by its name or an editors' synonym as the taxonomy's slug, once", async () => {
    const { browser } = await signedInBrowser();
    const saved = await browser.api('PUT', '/api/user/preferences', {
      ...preferences,
      skills: ['k8s', 'AWS', 'Postgres', 'kubernetes'],
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).skills).toEqual(['kubernetes', 'aws', 'postgresql']);
  });

  it.each([
    ['values.0', { values: ['honesty'] }],
    ['cities.0', { cities: ['Atlantis'] }],
    ['roles', { roles: ['Frontend', 'Backend', 'DevOps', 'QA', 'Data', 'Design'] }],
    ['roles.1', { roles: ['Frontend', 'x'.repeat(61)] }],
    ['roles', { roles: ['Frontend vývojář', 'FRONTEND vývojář'] }],
    ['skills', { skills: Array.from({ length: 16 }, (_, index) => `skill-${index}`) }],
    ['skills.1', { skills: ['react', 'cobol'] }],
    ['workingModes.0', { workingModes: ['remote'] }],
    ['seniorities', { seniorities: ['senior', 'senior'] }],
    ['employmentTypes.0', { employmentTypes: ['contract'] }],
    ['minSalary', { minSalary: 12.5 }],
    ['minSalary', { minSalary: 0 }],
    ['currency', { currency: 'GBP' }],
  ])('refuses a wrong %s with a 400 naming it, and keeps what was saved', async (field, change) => {
    const { browser } = await signedInBrowser();
    await browser.api('PUT', '/api/user/preferences', preferences);
    const response = await browser.api('PUT', '/api/user/preferences', { ...preferences, ...change });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).field).toBe(field);
    const kept = await browser.api('GET', '/api/user/preferences');
    expect(await kept.json()).toEqual({ ...preferences, cities: ['Brno'] });
  });

  it("keeps each user's preferences their own, and refuses anonymous callers", async () => {
    const { browser } = await signedInBrowser();
    await browser.api('PUT', '/api/user/preferences', preferences);
    const other = await signedInBrowser();
    const theirs = await other.browser.api('GET', '/api/user/preferences');
    expect(await theirs.json()).toMatchObject({ values: [], cities: [] });
    expect((await new Browser().api('GET', '/api/user/preferences')).status).toBe(401);
    expect((await new Browser().api('PUT', '/api/user/preferences', preferences)).status).toBe(401);
    expect((await new Browser().api('GET', '/api/user/for-you?language=en')).status).toBe(401);
  });
});

describe(`/api/user/for-you (${databaseKind})`, () => {
  it('ranks nothing for a user without preferences', async () => {
    const { browser } = await signedInBrowser();
    const response = await browser.api('GET', '/api/user/for-you?language=en');
    expect(await response.json()).toEqual({ hasPreferences: false, offers: [], companies: [] });
  });

  it('lists live demo offers and companies best first, each with the reasons it suits the user', async () => {
    const { browser } = await signedInBrowser();
    await browser.api('PUT', '/api/user/preferences', preferences);
    const response = await browser.api('GET', '/api/user/for-you?language=en');
    const body = await response.json();
    expect(body.hasPreferences).toBe(true);
    expect(body.offers.length).toBeGreaterThan(0);
    const scores = body.offers.map((entry: { score: number }) => entry.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const [best] = body.offers;
    expect(best.item).toMatchObject({
      id: expect.any(String),
      title: expect.stringMatching(/Frontend developer/),
    });
    expect(best.reasons.slice(0, 2)).toEqual([
      { kind: 'role', role: 'Frontend vývojář' },
      { kind: 'skills', skills: expect.arrayContaining(['React', 'TypeScript']) },
    ]);
    // What only the ranking reads stays on the server.
    expect(Object.keys(best.item)).not.toEqual(expect.arrayContaining(['titles']));
    for (const entry of body.companies) {
      expect(entry.reasons.map((reason: { kind: string }) => reason.kind)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^(hiringRole|skills|values|city)$/)]),
      );
    }
  });
});
