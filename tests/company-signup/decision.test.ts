import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInBrowser } from '../platform/support/browser';
import { latestMailTo } from '../platform/support/outbox';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { pendingSignup, signUp } from './support/signup';

isolatePlatform({ rateLimitScale: 50 });

async function editor() {
  const signedIn = await signedInBrowser();
  const { grantEditorRole } = await import('@/server/editors/editor-roles');
  await grantEditorRole(signedIn.person.email, 'editor', 'test');
  return signedIn;
}

const decide = (browser: Awaited<ReturnType<typeof editor>>['browser'], companyId: string, body: unknown) =>
  browser.api('POST', `/api/studio/company-signups/${companyId}`, body);

/** What an editor fills in the Studio before approving: the profile's required fields. */
async function fillProfile(companyId: string) {
  const { localDataset } = await import('@/content/local-dataset');
  await (await localDataset()).mutate([
    {
      patch: {
        id: `drafts.${companyId}`,
        set: {
          employeesCount: 12,
          description: { _type: 'localeText', cs: 'Truhlářská dílna na Vysočině.' },
        },
      },
    },
  ]);
}

async function lakeDocuments(companyId: string) {
  const { localDataset } = await import('@/content/local-dataset');
  const dataset = await localDataset();
  return { draft: dataset.getDocument(`drafts.${companyId}`), published: dataset.getDocument(companyId) };
}

describe(`an editor's decision on a signed-up company (${databaseKind})`, () => {
  it('is for editors only: anyone else gets 403 and nothing changes', async () => {
    const person = await signedInBrowser();
    const { companyId } = await pendingSignup(person.browser, person.person.email);
    const stranger = await signedInBrowser();
    expect((await decide(stranger.browser, companyId, { decision: 'approve' })).status).toBe(403);
    // Not even its own person can approve it.
    expect((await decide(person.browser, companyId, { decision: 'approve' })).status).toBe(403);
    expect((await lakeDocuments(companyId)).published).toBeNull();
  });

  it('answers a malformed id with 404 and an unknown one with 404', async () => {
    const { browser } = await editor();
    expect((await decide(browser, 'not-a-uuid', { decision: 'approve' })).status).toBe(404);
    expect((await decide(browser, crypto.randomUUID(), { decision: 'approve' })).status).toBe(404);
  });

  it('refuses a decline without a reason, naming the field', async () => {
    const person = await signedInBrowser();
    const { companyId } = await pendingSignup(person.browser, person.person.email);
    const { browser } = await editor();
    const response = await decide(browser, companyId, { decision: 'decline', reason: ' ' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe('reason');
  });

  it('approve publishes the company, makes the person its owner and tells them in the company’s language', async () => {
    const person = await signedInBrowser();
    expect(
      (
        await signUp(
          person.browser,
          { companyName: 'Truhlářství Dvořák', ico: '25596641', contactName: 'Petr Dvořák' },
          'cs',
        )
      ).status,
    ).toBe(201);
    const { signupTokenFor, confirm } = await import('./support/signup');
    const confirmed = await confirm(person.browser, await signupTokenFor(person.person.email), 'cs');
    const { companyId } = await confirmed.json();
    const { browser } = await editor();
    // Approving publishes the profile: first it needs what every published profile has.
    const refused = await decide(browser, companyId, { decision: 'approve' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({
      code: 'profile_incomplete',
      message: expect.stringContaining('Employees, Description'),
    });
    expect((await lakeDocuments(companyId)).published).toBeNull();
    expect((await person.browser.api('GET', '/api/workspace')).status).toBe(403);

    await fillProfile(companyId);
    const response = await decide(browser, companyId, { decision: 'approve' });
    expect(response.status).toBe(200);
    expect((await response.json()).state).toBe('approved');
    const { draft, published } = await lakeDocuments(companyId);
    expect(draft).toBeNull();
    expect(published).toMatchObject({
      name: 'Truhlářství Dvořák',
      ico: '25596641',
      review: { state: 'approved' },
    });
    const { membershipOf } = await import('@/platform/workspace/members');
    const user = await person.browser.me();
    expect(await membershipOf(user!.id)).toMatchObject({ companyId, role: 'owner' });
    const mail = await latestMailTo(person.person.email);
    expect(mail?.subject).toBe('Firma Truhlářství Dvořák je schválená');
    // The workspace now opens for them.
    expect((await person.browser.api('GET', '/api/workspace')).status).toBe(200);
    // A second decision is refused.
    expect((await decide(browser, companyId, { decision: 'decline', reason: 'Late.' })).status).toBe(409);
  });

  it('decline records the reason, keeps the company unpublished and tells the person', async () => {
    const person = await signedInBrowser();
    const { companyId } = await pendingSignup(person.browser, person.person.email, 'Fake Company');
    const { browser } = await editor();
    const response = await decide(browser, companyId, {
      decision: 'decline',
      reason: 'We could not verify the company.',
    });
    expect(response.status).toBe(200);
    const { draft, published } = await lakeDocuments(companyId);
    expect(published).toBeNull();
    expect(draft).toMatchObject({
      review: { state: 'declined', declineReason: 'We could not verify the company.' },
    });
    const mail = await latestMailTo(person.person.email);
    expect(mail?.subject).toBe('The sign-up of Fake Company was not approved');
    expect(mail?.text).toContain('We could not verify the company.');
    expect((await person.browser.api('GET', '/api/workspace')).status).toBe(403);
  });
});

describe(`a sign-up and the person's data rights (${databaseKind})`, () => {
  it('the export holds the sign-up: company name, IČO and state', async () => {
    const person = await signedInBrowser();
    const { ico } = await pendingSignup(person.browser, person.person.email, 'Export s.r.o.');
    const response = await person.browser.api('GET', '/api/user/export');
    expect(response.status).toBe(200);
    const exported = await response.json();
    expect(exported.companySignups).toEqual([
      expect.objectContaining({ companyName: 'Export s.r.o.', ico, state: 'pending' }),
    ]);
  });

  it('deleting the account removes the pending sign-up and its draft company', async () => {
    const person = await signedInBrowser();
    const { companyId } = await pendingSignup(person.browser, person.person.email);
    expect((await person.browser.api('DELETE', '/api/user/account')).status).toBeLessThan(300);
    const { getDatabase } = await import('@/server/db');
    const { companySignup } = await import('@/server/db/schema');
    const rows = await (await getDatabase())
      .select()
      .from(companySignup)
      .where(eq(companySignup.companyId, companyId));
    expect(rows).toEqual([]);
    expect((await lakeDocuments(companyId)).draft).toBeNull();
  });
});
