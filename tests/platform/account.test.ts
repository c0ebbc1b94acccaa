import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Browser, signedInBrowser } from './support/browser';
import { companyIds, jobOfferIds } from './support/content-ids';
import { databaseKind, isolatePlatform } from './support/platform-env';

isolatePlatform();

async function rowsOf(userId: string) {
  const [{ getDatabase }, schema] = await Promise.all([import('@/server/db'), import('@/server/db/schema')]);
  const db = await getDatabase();
  return {
    user: await db.$count(schema.user, eq(schema.user.id, userId)),
    profile: await db.$count(schema.userProfile, eq(schema.userProfile.userId, userId)),
    sessions: await db.$count(schema.session, eq(schema.session.userId, userId)),
    accounts: await db.$count(schema.account, eq(schema.account.userId, userId)),
    follows: await db.$count(schema.follow, eq(schema.follow.userId, userId)),
    education: await db.$count(schema.educationEntry, eq(schema.educationEntry.userId, userId)),
    experience: await db.$count(schema.experienceEntry, eq(schema.experienceEntry.userId, userId)),
    preferences: await db.$count(schema.candidatePreferences, eq(schema.candidatePreferences.userId, userId)),
  };
}

const savedPreferences = {
  values: ['trust', 'learning'],
  cities: ['Brno'],
  roles: ['Datový analytik'],
  skills: ['python'],
  workingModes: ['full-remote'],
  seniorities: ['senior'],
  employmentTypes: [],
  minSalary: 2500,
  currency: 'EUR',
};

async function fillProfile(browser: Browser) {
  await browser.api('PATCH', '/api/user/profile', { city: 'Olomouc', phone: '+420 601 222 333' });
  await browser.api('POST', '/api/user/education', {
    organization: 'Palacký University',
    from: '2010-09-01',
  });
  await browser.api('POST', '/api/user/experience', {
    title: 'Tester',
    company: 'Mediabox',
    from: '2015-01-01',
  });
  await browser.api('POST', '/api/user/follow-job-offer', { jobOfferID: jobOfferIds[0] });
  await browser.api('POST', '/api/user/follow-company-branch', { companyBranchID: companyIds[0] });
  await browser.api('PUT', '/api/user/preferences', savedPreferences);
}

describe(`GET /api/user/export (${databaseKind})`, () => {
  it('downloads everything stored about the user as a JSON attachment, without credentials', async () => {
    const { browser, person, user } = await signedInBrowser();
    await fillProfile(browser);
    const response = await browser.api('GET', '/api/user/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="account-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.user).toMatchObject({
      id: user.id,
      name: person.name,
      surname: person.surname,
      email: person.email,
    });
    expect(data.profile).toMatchObject({ city: 'Olomouc', phone: '+420 601 222 333' });
    expect(data.education).toEqual([expect.objectContaining({ organization: 'Palacký University' })]);
    expect(data.experience).toEqual([expect.objectContaining({ company: 'Mediabox' })]);
    expect(data.follows.jobOffers).toEqual([{ id: jobOfferIds[0], followedAt: expect.any(String) }]);
    expect(data.follows.companyBranches).toEqual([{ id: companyIds[0], followedAt: expect.any(String) }]);
    expect(data.preferences).toEqual({ ...savedPreferences, updatedAt: expect.any(String) });
    expect(data.signInAccounts).toEqual([expect.objectContaining({ provider: 'google' })]);
    expect(data.sessions).toHaveLength(1);
    expect(text).not.toMatch(/accessToken|idToken|refreshToken|"token"/);
    const sessionToken = browser.cookies.get('tribe.session_token')?.split('.')[0] ?? '';
    expect(text).not.toContain(decodeURIComponent(sessionToken));
  });
});

describe(`DELETE /api/user/account (${databaseKind})`, () => {
  it('removes the profile, entries, follows, accounts and every session, and leaves others alone', async () => {
    const { browser, person, user } = await signedInBrowser();
    await fillProfile(browser);
    const otherDevice = new Browser();
    await otherDevice.signIn(person);
    const bystander = await signedInBrowser();
    await fillProfile(bystander.browser);
    expect(await rowsOf(user.id)).toEqual({
      user: 1,
      profile: 1,
      sessions: 2,
      accounts: 1,
      follows: 2,
      education: 1,
      experience: 1,
      preferences: 1,
    });

    const response = await browser.api('DELETE', '/api/user/account');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    expect(browser.cookies.has('tribe.session_token')).toBe(false);

    expect(await rowsOf(user.id)).toEqual({
      user: 0,
      profile: 0,
      sessions: 0,
      accounts: 0,
      follows: 0,
      education: 0,
      experience: 0,
      preferences: 0,
    });
    expect(await otherDevice.me()).toBeNull();
    expect(await rowsOf(bystander.user.id)).toMatchObject({
      user: 1,
      follows: 2,
      education: 1,
      preferences: 1,
    });

    const again = new Browser();
    await again.signIn(person);
    const fresh = await again.me();
    expect(fresh?.id).not.toBe(user.id);
  });

  it('refuses another origin and anonymous callers', async () => {
    const { browser, user } = await signedInBrowser();
    const foreign = await browser.api('DELETE', '/api/user/account', undefined, {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect((await rowsOf(user.id)).user).toBe(1);
    const anonymous = await new Browser().api('DELETE', '/api/user/account');
    expect(anonymous.status).toBe(401);
  });
});
