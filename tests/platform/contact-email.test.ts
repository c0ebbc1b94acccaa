import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import cs from '@/messages/cs.json';
import en from '@/messages/en.json';
import { anonymousRows } from './support/anonymous-data';
import { Browser, signedInBrowser } from './support/browser';
import { latestMailTo, mailCountTo } from './support/outbox';
import { databaseKind, isolatePlatform, SITE } from './support/platform-env';

isolatePlatform();

afterEach(() => {
  vi.useRealTimers();
});

let addresses = 0;
const newAddress = (who: string) => `${who}-${Date.now().toString(36)}${++addresses}@example.com`;

let visitors = 0;
/** Anonymous forms are limited per IP; each sign-up or inquiry comes from its own. */
const visitor = () => new Browser(`198.51.100.${++visitors}`);

async function subscribe(email: string) {
  const response = await visitor().api('POST', '/api/newsletter/subscribe', {
    email,
    audience: 'candidate',
    consent: true,
    language: 'en',
  });
  expect(response.status).toBe(202);
}

async function inquire(email: string, fullName: string) {
  const response = await visitor().api('POST', '/api/inquiry', {
    companyName: 'Knihomol',
    fullName,
    email,
    phone: '+420 777 123 456',
    message: '<p>Private plans for next year</p>',
    consent: true,
    language: 'en',
  });
  expect(response.status).toBe(201);
}

/** The inquiry and the newsletter subscription of someone who never signed in. */
async function someonesRecords(email: string, fullName = 'Věra Soukromá') {
  await subscribe(email);
  await inquire(email, fullName);
}

async function exported(browser: Browser) {
  const response = await browser.request('/api/user/export');
  expect(response.status).toBe(200);
  return (await response.json()) as {
    inquiries: { email: string; phone: string; message: string }[];
    newsletterSubscriptions: { email: string }[];
    contactEmailConfirmation: { email: string; confirmedAt: string | null } | null;
  };
}

const emailsIn = (rows: { email: string }[]) => rows.map((row) => row.email);

async function setContactEmail(browser: Browser, email: string, language = 'en') {
  const response = await browser.api('PATCH', `/api/user/profile?language=${language}`, { email });
  expect(response.status).toBe(200);
  return response.json();
}

async function profileOf(browser: Browser) {
  return (await browser.api('GET', '/api/user/profile')).json();
}

/** The confirmation link of the newest message to an address. */
async function linkMailedTo(email: string): Promise<string> {
  const mail = await latestMailTo(email);
  const link = mail?.links.find((url) => url.startsWith(`${SITE}/api/contact-email/confirm?token=`));
  if (!link) throw new Error(`No confirmation link went to ${email}`);
  return link;
}

/** Opening the link as a browser does (GET), then pressing its button (a same-site POST). */
const openLink = (link: string, language = 'en') =>
  new Browser('192.0.2.50').request(link, { headers: { 'accept-language': language } });
const pressConfirm = (link: string, headers: Record<string, string> = { origin: SITE }) =>
  new Browser('192.0.2.50').request(link, { method: 'POST', headers });

const headingOf = async (response: Response) => /<h1>([^<]*)<\/h1>/.exec(await response.text())?.[1];

async function confirmThroughMail(email: string) {
  const confirmed = await pressConfirm(await linkMailedTo(email));
  expect(confirmed.status).toBe(200);
}

describe(`export and deletion match anonymous records by verified addresses only (${databaseKind})`, () => {
  it("someone else's address typed as the contact email exports and deletes nothing of theirs", async () => {
    const victim = newAddress('victim');
    await someonesRecords(victim);
    const { browser, person } = await signedInBrowser();
    await someonesRecords(person.email, `${person.name} ${person.surname}`);

    const saved = await setContactEmail(browser, victim);
    expect(saved).toMatchObject({ email: victim, emailConfirmed: false });

    const data = await exported(browser);
    expect(emailsIn(data.inquiries)).toEqual([person.email.toLowerCase()]);
    expect(emailsIn(data.newsletterSubscriptions)).toEqual([person.email.toLowerCase()]);
    expect(JSON.stringify(data)).not.toContain('Věra');

    expect((await browser.api('DELETE', '/api/user/account')).status).toBe(200);
    const { subscriptions, inquiries } = await anonymousRows();
    expect(emailsIn(subscriptions)).toContain(victim);
    expect(emailsIn(subscriptions)).not.toContain(person.email.toLowerCase());
    expect(emailsIn(inquiries)).toContain(victim);
  });

  it('leaves out the sign-in address when the provider did not verify it', async () => {
    const { browser, person, user } = await signedInBrowser();
    await someonesRecords(person.email);
    const [{ getDatabase }, schema] = await Promise.all([
      import('@/server/db'),
      import('@/server/db/schema'),
    ]);
    const db = await getDatabase();
    await db.update(schema.user).set({ emailVerified: false }).where(eq(schema.user.id, user.id));

    const data = await exported(browser);
    expect(data.inquiries).toEqual([]);
    expect(data.newsletterSubscriptions).toEqual([]);
    expect(await profileOf(browser)).toMatchObject({ email: person.email, emailConfirmed: false });
  });

  it('includes the records of a contact address once it is confirmed through the e-mailed link', async () => {
    const contact = newAddress('contact');
    await someonesRecords(contact);
    const { browser, person } = await signedInBrowser();

    const saved = await setContactEmail(browser, contact);
    expect(saved).toMatchObject({ emailConfirmed: false, emailConfirmationSentAt: expect.any(String) });
    const mail = await latestMailTo(contact);
    expect(mail?.subject).toBe(en.ContactEmail.mail_subject);
    expect(mail?.headers['content-language']).toBe('en');
    expect(mail?.text).toContain('valid for 24 hours');
    const link = await linkMailedTo(contact);

    // Opening the link only asks: mail scanners that follow links confirm nothing.
    const page = await openLink(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<h1>${en.ContactEmail.page_title}</h1>`);
    expect(html).toContain('<form method="post"');
    expect(emailsIn((await exported(browser)).inquiries)).toEqual([]);

    const confirmed = await pressConfirm(link);
    expect(confirmed.status).toBe(200);
    expect(await headingOf(confirmed)).toBe(en.ContactEmail.confirmed_title);
    expect(await profileOf(browser)).toMatchObject({
      email: contact,
      emailConfirmed: true,
      emailConfirmationSentAt: null,
    });

    const data = await exported(browser);
    expect(emailsIn(data.inquiries)).toEqual([contact]);
    expect(data.inquiries[0]).toMatchObject({ phone: '+420 777 123 456' });
    expect(emailsIn(data.newsletterSubscriptions)).toEqual([contact]);
    expect(data.contactEmailConfirmation).toEqual({
      email: contact,
      sentAt: expect.any(String),
      confirmedAt: expect.any(String),
    });
    expect(JSON.stringify(data)).not.toContain('nonce');

    expect((await browser.api('DELETE', '/api/user/account')).status).toBe(200);
    expect(emailsIn((await anonymousRows()).subscriptions)).not.toContain(contact);
    expect(person.email).not.toBe(contact);
  });

  it('a changed contact address loses its confirmation; the old link no longer works', async () => {
    const first = newAddress('first');
    const second = newAddress('second');
    await someonesRecords(first);
    const { browser, person } = await signedInBrowser();
    await setContactEmail(browser, first);
    const firstLink = await linkMailedTo(first);
    await confirmThroughMail(first);
    expect(emailsIn((await exported(browser)).newsletterSubscriptions)).toEqual([first]);

    expect(await setContactEmail(browser, second)).toMatchObject({ emailConfirmed: false });
    expect((await exported(browser)).newsletterSubscriptions).toEqual([]);

    // Back to the first address: it has to be confirmed again, and its old link stays used.
    expect(await setContactEmail(browser, first.toUpperCase())).toMatchObject({ emailConfirmed: false });
    expect((await exported(browser)).newsletterSubscriptions).toEqual([]);
    const reused = await pressConfirm(firstLink);
    expect(reused.status).toBe(410);
    expect(await headingOf(reused)).toBe(en.ContactEmail.used_title);
    expect((await profileOf(browser)).emailConfirmed).toBe(false);

    // The sign-in address the provider verified needs no link.
    const mails = await mailCountTo(person.email);
    expect(await setContactEmail(browser, person.email)).toMatchObject({ emailConfirmed: true });
    expect(await mailCountTo(person.email)).toBe(mails);
  });

  it('saving the profile again without changing the address keeps its confirmation', async () => {
    const contact = newAddress('kept');
    const { browser } = await signedInBrowser();
    await setContactEmail(browser, contact);
    await confirmThroughMail(contact);
    const saved = await browser.api('PATCH', '/api/user/profile', { email: contact, city: 'Brno' });
    expect(await saved.json()).toMatchObject({ emailConfirmed: true, city: 'Brno' });
  });
});

describe(`the confirmation link (${databaseKind})`, () => {
  it('works once: a second use is refused with a page that says so', async () => {
    const contact = newAddress('once');
    const { browser } = await signedInBrowser();
    await setContactEmail(browser, contact);
    const link = await linkMailedTo(contact);
    expect((await pressConfirm(link)).status).toBe(200);
    for (const again of [await pressConfirm(link), await openLink(link)]) {
      expect(again.status).toBe(410);
      expect(await headingOf(again)).toBe(en.ContactEmail.used_title);
    }
  });

  it('expires after 24 hours: the page says so and nothing is confirmed', async () => {
    const contact = newAddress('late');
    const { browser } = await signedInBrowser();
    await setContactEmail(browser, contact);
    const link = await linkMailedTo(contact);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 3600 * 1000 + 1000);
    for (const late of [await openLink(link), await pressConfirm(link)]) {
      expect(late.status).toBe(410);
      const html = await late.text();
      expect(html).toContain(`<h1>${en.ContactEmail.expired_title}</h1>`);
      expect(html).toContain('valid for 24 hours');
    }
    vi.useRealTimers();
    expect((await profileOf(browser)).emailConfirmed).toBe(false);
  });

  it('refuses a forged or altered link in the visitor language, and a POST from another site', async () => {
    const contact = newAddress('forged');
    const { browser } = await signedInBrowser();
    await setContactEmail(browser, contact);
    const link = await linkMailedTo(contact);
    const token = new URL(link).searchParams.get('token') ?? '';
    const [payload, signature] = token.split('.');
    const altered = Buffer.from(
      JSON.stringify(
        JSON.parse(Buffer.from(payload, 'base64url').toString()).map((field: unknown) =>
          field === contact ? 'victim@example.com' : field,
        ),
      ),
    ).toString('base64url');
    for (const bad of [
      `${altered}.${signature}`,
      `${payload}.${signature[0] === 'x' ? 'y' : 'x'}${signature.slice(1)}`,
      'nonsense',
      '',
    ]) {
      const page = await openLink(`/api/contact-email/confirm?token=${encodeURIComponent(bad)}`, 'cs');
      expect(page.status).toBe(400);
      expect(await headingOf(page)).toBe(cs.ContactEmail.forged_title);
    }

    const foreign = await pressConfirm(link, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain('<form method="post"');
    expect((await profileOf(browser)).emailConfirmed).toBe(false);
  });

  it("is written in the user's language, and so are its pages", async () => {
    const contact = newAddress('cesky');
    const { browser } = await signedInBrowser();
    await setContactEmail(browser, contact, 'cs');
    const mail = await latestMailTo(contact);
    expect(mail?.subject).toBe(cs.ContactEmail.mail_subject);
    expect(mail?.headers['content-language']).toBe('cs');
    expect(mail?.text).toContain('Odkaz platí 24 hodin');
    const page = await openLink(await linkMailedTo(contact), 'en');
    expect(await headingOf(page)).toBe(cs.ContactEmail.page_title);
  });
});

describe(`sending the link again (${databaseKind})`, () => {
  it('sends at most one link to an address in 10 minutes, whoever asks', async () => {
    const contact = newAddress('limited');
    const { browser } = await signedInBrowser();
    await setContactEmail(browser, contact);
    expect(await mailCountTo(contact)).toBe(1);

    const again = await browser.api('POST', '/api/user/profile/email-confirmation');
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('600');
    expect((await again.json()).error).toMatchObject({ code: 'rate_limited', field: 'email' });

    // Another account naming the same address, or switching away and back, sends nothing more.
    const other = await signedInBrowser('127.0.3.77');
    expect(await setContactEmail(other.browser, contact)).toMatchObject({
      emailConfirmed: false,
      emailConfirmationSentAt: null,
    });
    expect((await other.browser.api('POST', '/api/user/profile/email-confirmation')).status).toBe(429);
    await setContactEmail(browser, newAddress('elsewhere'));
    await setContactEmail(browser, contact);
    expect(await mailCountTo(contact)).toBe(1);
  });

  it('sends a link to an address that never had one, and answers the profile', async () => {
    const { browser, person, user } = await signedInBrowser();
    const [{ getDatabase }, schema] = await Promise.all([
      import('@/server/db'),
      import('@/server/db/schema'),
    ]);
    await (await getDatabase())
      .update(schema.user)
      .set({ emailVerified: false })
      .where(eq(schema.user.id, user.id));
    expect(await profileOf(browser)).toMatchObject({ emailConfirmed: false, emailConfirmationSentAt: null });

    const sent = await browser.api('POST', '/api/user/profile/email-confirmation?language=cs');
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({
      email: person.email,
      emailConfirmed: false,
      emailConfirmationSentAt: expect.any(String),
    });
    expect((await latestMailTo(person.email))?.subject).toBe(cs.ContactEmail.mail_subject);
    await confirmThroughMail(person.email);
    expect(await profileOf(browser)).toMatchObject({ emailConfirmed: true });
  });

  it('is refused for a confirmed address, from another origin and without a session', async () => {
    const { browser } = await signedInBrowser();
    const confirmed = await browser.api('POST', '/api/user/profile/email-confirmation');
    expect(confirmed.status).toBe(409);
    expect((await confirmed.json()).error).toMatchObject({ code: 'email_already_confirmed', field: 'email' });
    const foreign = await browser.api('POST', '/api/user/profile/email-confirmation', undefined, {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect((await new Browser().api('POST', '/api/user/profile/email-confirmation')).status).toBe(401);
  });
});
