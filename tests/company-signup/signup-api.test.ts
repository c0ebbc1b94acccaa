import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@/contracts/user';
import { Browser, signedInBrowser } from '../platform/support/browser';
import { latestMailTo, mailCountTo } from '../platform/support/outbox';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { confirm, freshIco, pendingSignup, signUp, signupTokenFor } from './support/signup';

isolatePlatform({ rateLimitScale: 50 });

const valid = () => ({ companyName: 'Pekárna Novák s.r.o.', ico: freshIco(), contactName: 'Jana Nováková' });

async function storedSignup(companyId: string) {
  const { getDatabase } = await import('@/server/db');
  const { companySignup } = await import('@/server/db/schema');
  const [row] = await (await getDatabase())
    .select()
    .from(companySignup)
    .where(eq(companySignup.companyId, companyId));
  return row;
}

async function draftOf(companyId: string) {
  const { localDataset } = await import('@/content/local-dataset');
  const dataset = await localDataset();
  return { draft: dataset.getDocument(`drafts.${companyId}`), published: dataset.getDocument(companyId) };
}

describe(`a company's sign-up (${databaseKind})`, () => {
  it('asks to sign in first', async () => {
    const response = await signUp(new Browser(), valid());
    expect(response.status).toBe(401);
  });

  it.each([
    ['en', { companyName: ' ' }, 'companyName', "Enter the company's name"],
    ['cs', { companyName: 'x' }, 'companyName', 'Vyplňte název firmy'],
    ['en', { ico: '1234' }, 'ico', 'exactly eight digits'],
    ['cs', { ico: '1234567a' }, 'ico', 'přesně osm číslic'],
    ['en', { ico: '12345678' }, 'ico', 'check digit does not match'],
    ['cs', { ico: '00006948' }, 'ico', 'nesedí jeho kontrolní číslice'],
    ['en', { contactName: '' }, 'contactName', "contact person's name"],
    ['cs', { contactName: 'J' }, 'contactName', 'jméno kontaktní osoby'],
    ['en', { companyName: 'x'.repeat(121) }, 'companyName', 'at most 120 characters'],
  ] as const)('refuses in %s a bad field %j, naming it', async (language, change, field, words) => {
    const { browser } = await signedInBrowser();
    const response = await signUp(browser, { ...valid(), ...change }, language);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.field).toBe(field);
    expect(error.message).toContain(words);
  });

  it('refuses a body of another shape with a 400 naming the field', async () => {
    const { browser } = await signedInBrowser();
    const response = await signUp(browser, { ...valid(), email: 'someone@else.cz' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe('email');
  });

  it('mails a confirmation link to the account; confirming makes a draft-only company and a pending owner', async () => {
    const { browser, person } = await signedInBrowser();
    const started = await signUp(browser, { ...valid(), ico: '261 68 685' });
    expect(started.status).toBe(201);
    const view = await started.json();
    expect(view).toMatchObject({ state: 'unconfirmed', email: person.email.toLowerCase(), ico: '26168685' });
    expect(view.freeMail).toBe(false);
    expect((await draftOf(view.companyId)).draft).toBeNull();

    const confirmed = await confirm(browser, await signupTokenFor(person.email));
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).state).toBe('pending');
    const { draft, published } = await draftOf(view.companyId);
    expect(published).toBeNull();
    expect(draft).toMatchObject({
      _type: 'company',
      name: 'Pekárna Novák s.r.o.',
      ico: '26168685',
      review: { state: 'pending', contactName: 'Jana Nováková', freeMail: false },
    });
    const row = await storedSignup(view.companyId);
    expect(row.state).toBe('pending');
    const { membershipOf } = await import('@/platform/workspace/members');
    expect(await membershipOf(row.userId)).toBeNull();

    // Opening the link again answers the same and changes nothing.
    const again = await confirm(browser, await signupTokenFor(person.email));
    expect((await again.json()).state).toBe('pending');
  });

  it('mails every editor once the sign-up is confirmed, with its details, the free-mail warning and the draft in the Studio', async () => {
    const { grantEditorRole } = await import('@/server/editors/editor-roles');
    const editor = `editor-${Date.now()}@tribe.test`;
    await grantEditorRole(editor, 'editor', 'cli');
    const { getDatabase } = await import('@/server/db');
    const { user } = await import('@/server/db/schema');
    const { browser, user: account } = await signedInBrowser();
    const freeAddress = `pekarna-${Date.now()}@gmail.com`;
    await (await getDatabase()).update(user).set({ email: freeAddress }).where(eq(user.id, account.id));
    const view = await (await signUp(browser, valid())).json();
    expect(await mailCountTo(editor)).toBe(0);

    await confirm(browser, await signupTokenFor(freeAddress));
    const mail = await latestMailTo(editor, /Pekárna Novák s\.r\.o\. čeká na schválení/);
    expect(mail?.headers['content-language']).toBe('cs');
    expect(mail?.text).toContain(`IČO ${view.ico}. Kontaktní osoba: Jana Nováková, ${freeAddress}.`);
    expect(mail?.text).toContain('veřejné e-mailové službě');
    expect(mail?.links).toContainEqual(
      expect.stringMatching(new RegExp(`/studio/intent/edit/id=${view.companyId};type=company/$`)),
    );
    // The link opened again tells nobody twice.
    await confirm(browser, await signupTokenFor(freeAddress));
    expect(await mailCountTo(editor)).toBe(1);
  });

  it('refuses a second sign-up of an IČO another company holds, in the caller’s language', async () => {
    const first = await signedInBrowser();
    const { ico } = await pendingSignup(first.browser, first.person.email);
    const second = await signedInBrowser();
    const cs = await signUp(second.browser, { ...valid(), ico }, 'cs');
    expect(cs.status).toBe(409);
    expect((await cs.json()).error).toMatchObject({ code: 'ico_taken', field: 'ico' });
    const en = await signUp(second.browser, { ...valid(), ico }, 'en');
    expect((await en.json()).error.message).toContain('already signed up');
  });

  it('refuses a second sign-up while the first waits for approval', async () => {
    const { browser, person } = await signedInBrowser();
    await pendingSignup(browser, person.email);
    const response = await signUp(browser, valid());
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('already_signed_up');
  });

  it('flags a free-mail address for the editor, and lets it sign up', async () => {
    const { getDatabase } = await import('@/server/db');
    const { user } = await import('@/server/db/schema');
    const { browser, user: account } = await signedInBrowser();
    const freeAddress = `novak-${Date.now()}@seznam.cz`;
    await (await getDatabase()).update(user).set({ email: freeAddress }).where(eq(user.id, account.id));
    const started = await signUp(browser, valid());
    expect(started.status).toBe(201);
    const view = await started.json();
    expect(view.freeMail).toBe(true);
    expect((await confirm(browser, await signupTokenFor(freeAddress))).status).toBe(200);
    expect((await draftOf(view.companyId)).draft).toMatchObject({ review: { freeMail: true } });
    expect((await storedSignup(view.companyId)).freeMail).toBe(true);
  });

  it('sends one address at most three confirmation mails a day', async () => {
    const { browser, person } = await signedInBrowser();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signUp(browser, valid())).status).toBe(201);
    }
    const refused = await signUp(browser, valid(), 'cs');
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatchObject({ code: 'mail_limit' });
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await mailCountTo(person.email)).toBe(3);
  });

  it.each([
    ['a forged token', 'abc.def', 404],
    ['a token of another kind of link', 'eyJ4IjoxfQ.c2lnbmF0dXJl', 404],
    ['an empty token', '', 404],
  ])('answers %s with a 4xx, never 500', async (_name, token, status) => {
    const { browser } = await signedInBrowser();
    const response = await confirm(browser, token);
    expect(response.status).toBe(status);
    expect((await response.json()).error.code).toBe('invalid_link');
  });

  it('answers a malformed body with a 400', async () => {
    const { browser } = await signedInBrowser();
    expect((await browser.api('POST', '/api/company-signup/confirm', '{"token":')).status).toBe(400);
    expect((await browser.api('POST', '/api/company-signup/confirm', { token: 5 })).status).toBe(400);
  });

  it("refuses another account's confirmation link (403)", async () => {
    const owner = await signedInBrowser();
    expect((await signUp(owner.browser, valid())).status).toBe(201);
    const token = await signupTokenFor(owner.person.email);
    const stranger = await signedInBrowser();
    const response = await confirm(stranger.browser, token, 'cs');
    expect(response.status).toBe(403);
    expect((await response.json()).error.message).toContain('jinému účtu');
  });

  it('answers an expired link with 410', async () => {
    const { browser, person } = await signedInBrowser();
    expect((await signUp(browser, valid())).status).toBe(201);
    const token = await signupTokenFor(person.email);
    const { confirmSignup } = await import('@/platform/company-signup/signup');
    const user = (await browser.me()) as CurrentUser;
    const later = new Date(Date.now() + 4 * 24 * 60 * 60 * 1000);
    await expect(confirmSignup(user, token, 'en', later)).rejects.toMatchObject({ status: 410 });
  });
});
