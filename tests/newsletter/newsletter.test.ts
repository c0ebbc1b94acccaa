import { describe, expect, it } from 'vitest';
import cs from '@/messages/cs.json';
import en from '@/messages/en.json';
import { anonymousRows, anonymousState } from '../platform/support/anonymous-data';
import { Browser } from '../platform/support/browser';
import { latestMailTo, mailCountTo } from '../platform/support/outbox';
import { databaseKind, isolatePlatform, SITE } from '../platform/support/platform-env';

isolatePlatform();

let addresses = 0;
const newAddress = () => `reader-${Date.now().toString(36)}-${++addresses}@example.com`;

const subscribeBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  audience: 'candidate',
  consent: true,
  language: 'cs',
  ...overrides,
});

async function subscriptionOf(email: string) {
  return (await anonymousRows()).subscriptions.filter((row) => row.email === email.toLowerCase());
}

/** Signs up and answers the links of the confirmation e-mail. */
async function subscribe(browser: Browser, email: string, overrides: Record<string, unknown> = {}) {
  const response = await browser.api('POST', '/api/newsletter/subscribe', subscribeBody(email, overrides));
  expect(response.status).toBe(202);
  const mail = await latestMailTo(email);
  if (!mail) throw new Error(`No confirmation e-mail to ${email}`);
  const confirm = mail.links.find((link) => link.includes('/api/newsletter/confirm?token='));
  const unsubscribe = mail.links.find((link) => link.includes('/api/newsletter/unsubscribe?token='));
  if (!confirm || !unsubscribe) throw new Error(`Links missing in ${mail.text}`);
  return { mail, confirm, unsubscribe };
}

/** A one-click unsubscribe as a mail provider sends it (RFC 8058): no Origin, a form body. */
const oneClick = (browser: Browser, url: string) =>
  browser.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe(`newsletter sign-up (${databaseKind})`, () => {
  it('keeps a waiting subscription with the consent wording and e-mails a confirmation in the chosen language', async () => {
    const browser = new Browser();
    const email = newAddress();
    const before = Date.now();
    const { mail, confirm, unsubscribe } = await subscribe(browser, email.toUpperCase());

    const [row] = await subscriptionOf(email);
    expect(row).toMatchObject({
      email,
      audience: 'candidate',
      locale: 'cs',
      consentText: cs.NewsletterForm.consent_candidate,
      confirmedAt: null,
    });
    expect(row.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    expect(mail.subject).toBe('Potvrďte odběr newsletteru Tribe');
    expect(mail.headers['content-language']).toBe('cs');
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(cs.Newsletter.confirm_mail_heading);
    expect(mail.html).toContain(`href="${confirm.replaceAll('&', '&amp;')}"`);
    expect(mail.html).toContain('Odhlásit odběr');
    expect(confirm.startsWith(`${SITE}/api/newsletter/confirm?token=`)).toBe(true);
  });

  it('answers the same to a second sign-up and keeps one subscription', async () => {
    const browser = new Browser('203.0.113.21');
    const email = newAddress();
    const body = subscribeBody(email, { audience: 'b2b', language: 'en' });
    const first = await browser.api('POST', '/api/newsletter/subscribe', body);
    const second = await browser.api('POST', '/api/newsletter/subscribe', body);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(await second.json()).toEqual(await first.json());
    expect(await subscriptionOf(email)).toHaveLength(1);
    // Still waiting, but within 10 minutes of the first confirmation nothing more is sent.
    expect(await mailCountTo(email)).toBe(1);

    const mail = await latestMailTo(email);
    expect(mail?.subject).toBe('Confirm your subscription to the Tribe newsletter for companies');
    const confirm = mail?.links.find((link) => link.includes('/confirm?')) ?? '';
    expect((await browser.request(confirm, { method: 'POST' })).status).toBe(200);

    // Confirmed: the same answer again, and nothing more is sent.
    const third = await browser.api('POST', '/api/newsletter/subscribe', body);
    expect(third.status).toBe(202);
    expect(await third.json()).toEqual({ ok: true });
    expect(await mailCountTo(email)).toBe(1);
    expect(await subscriptionOf(email)).toHaveLength(1);
  });

  it('sends one confirmation per address and audience in 10 minutes, however often anyone signs it up', async () => {
    const email = newAddress();
    const answers = [];
    for (let call = 0; call < 30; call++) {
      // From many addresses, so the per-IP limit is not what stops them.
      const browser = new Browser(`203.0.113.${100 + call}`);
      const response = await browser.api('POST', '/api/newsletter/subscribe', subscribeBody(email));
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify({ status: 202, body: { ok: true } })]),
    );
    expect(await mailCountTo(email)).toBe(1);
    // The other audience is another subscription with its own confirmation.
    await new Browser('203.0.113.99').api(
      'POST',
      '/api/newsletter/subscribe',
      subscribeBody(email, { audience: 'b2b' }),
    );
    expect(await mailCountTo(email)).toBe(2);
  });

  it('confirms through the link once: the page asks, the button confirms, a second use is refused', async () => {
    const browser = new Browser('203.0.113.22');
    const email = newAddress();
    const { confirm } = await subscribe(browser, email, { language: 'en' });

    const question = await browser.request(confirm);
    expect(question.status).toBe(200);
    const page = await question.text();
    expect(page).toContain(en.Newsletter.confirm_page_title);
    expect(page).toContain(email);
    expect(page).toMatch(/<form method="post" action="\/api\/newsletter\/confirm\?token=[^"]+"><button/);
    // Opening the link (as a mail scanner would) confirms nothing.
    expect((await subscriptionOf(email))[0].confirmedAt).toBeNull();

    const done = await browser.request(confirm, { method: 'POST', headers: { origin: SITE } });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(en.Newsletter.confirmed_title);
    expect((await subscriptionOf(email))[0].confirmedAt).toBeInstanceOf(Date);

    const again = await browser.request(confirm, { method: 'POST' });
    expect(again.status).toBe(410);
    expect(await again.text()).toContain(en.Newsletter.used_title);
    expect((await browser.request(confirm)).status).toBe(410);
  });

  it('refuses forged and expired links cleanly and changes nothing', async () => {
    const browser = new Browser('203.0.113.23');
    const email = newAddress();
    const { confirm, unsubscribe } = await subscribe(browser, email);
    const token = new URL(confirm).searchParams.get('token') ?? '';
    const [payload, signature] = token.split('.');
    const unsubscribeToken = new URL(unsubscribe).searchParams.get('token') ?? '';
    const before = await anonymousState();

    const forged = [
      `${payload}.${signature.slice(0, -2)}${signature.endsWith('xx') ? 'yy' : 'xx'}`,
      `${Buffer.from(JSON.stringify(['confirm', '00000000-0000-4000-8000-000000000000', 'n', 0])).toString('base64url')}.${signature}`,
      'not-a-token',
      '',
      unsubscribeToken,
    ];
    for (const candidate of forged) {
      for (const method of ['GET', 'POST']) {
        const response = await browser.request(
          `/api/newsletter/confirm?token=${encodeURIComponent(candidate)}`,
          {
            method,
          },
        );
        expect(response.status).toBe(400);
        expect(await response.text()).toContain(en.Newsletter.forged_title);
      }
    }
    const forgedUnsubscribe = await oneClick(
      browser,
      `/api/newsletter/unsubscribe?token=${payload}.${signature}`,
    );
    expect(forgedUnsubscribe.status).toBe(400);

    const { signLinkToken } = await import('@/platform/newsletter/link-tokens');
    const [row] = await subscriptionOf(email);
    const expired = signLinkToken({
      purpose: 'confirm',
      subscriptionId: row.id,
      nonce: row.confirmNonce ?? '',
      expiresAt: Date.now() - 1000,
    });
    const response = await browser.request(`/api/newsletter/confirm?token=${expired}`, { method: 'POST' });
    expect(response.status).toBe(410);
    expect(await response.text()).toContain(en.Newsletter.expired_title);
    expect(await anonymousState()).toBe(before);
  });

  it('unsubscribes with one click (RFC 8058) or the button, once, and deletes the subscription', async () => {
    const browser = new Browser('203.0.113.24');
    const email = newAddress();
    const { confirm, unsubscribe } = await subscribe(browser, email, { language: 'en' });
    await browser.request(confirm, { method: 'POST' });

    const question = await browser.request(unsubscribe);
    expect(question.status).toBe(200);
    expect(await question.text()).toContain(en.Newsletter.unsubscribe_page_button);
    expect(await subscriptionOf(email)).toHaveLength(1);

    const done = await oneClick(browser, unsubscribe);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(en.Newsletter.unsubscribed_title);
    expect(await subscriptionOf(email)).toHaveLength(0);

    const again = await oneClick(browser, unsubscribe);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain(en.Newsletter.used_title);
    // The old confirmation link went with the subscription.
    expect((await browser.request(confirm, { method: 'POST' })).status).toBe(410);
  });

  it("answers a used unsubscribe link in its subscriber's language, whatever the browser asks for", async () => {
    const browser = new Browser('203.0.113.31');
    const email = newAddress();
    const { unsubscribe } = await subscribe(browser, email, { language: 'cs' });
    expect(new URL(unsubscribe).searchParams.get('language')).toBe('cs');
    expect((await oneClick(browser, unsubscribe)).status).toBe(200);

    const again = await browser.request(unsubscribe, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(again.status).toBe(410);
    expect(await again.text()).toContain(cs.Newsletter.used_title);
  });

  it('answers a filled honeypot as usual and keeps and sends nothing', async () => {
    const browser = new Browser('203.0.113.25');
    const email = newAddress();
    const before = await anonymousState();
    const response = await browser.api(
      'POST',
      '/api/newsletter/subscribe',
      subscribeBody(email, { website: 'https://spam.example' }),
    );
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true });
    expect(await anonymousState()).toBe(before);
    expect(await latestMailTo(email)).toBeNull();
  });

  it('names the field that is wrong and keeps nothing', async () => {
    const browser = new Browser('203.0.113.26');
    const email = newAddress();
    const before = await anonymousState();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ consent: false }, 'consent', 'required'],
      [{ consent: undefined }, 'consent', 'required'],
      [{ email: 'not-an-address' }, 'email', 'invalid'],
      [{ email: '' }, 'email', 'required'],
      [{ audience: 'everyone' }, 'audience', 'invalid'],
      [{ language: 'de' }, 'language', 'invalid'],
      [{ admin: true }, 'admin', 'unknown_field'],
    ];
    for (const [overrides, field, code] of cases) {
      const response = await browser.api(
        'POST',
        '/api/newsletter/subscribe',
        subscribeBody(email, overrides),
      );
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatchObject({ field, code });
    }
    const foreign = await browser.api('POST', '/api/newsletter/subscribe', subscribeBody(email), {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(await anonymousState()).toBe(before);
  });

  it('limits sign-ups per IP address (429 with Retry-After)', async () => {
    const browser = new Browser('203.0.113.27');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await browser.api('POST', '/api/newsletter/subscribe', subscribeBody(newAddress()));
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await response.json()).error.code).toBe('rate_limited');
      }
    }
    expect(statuses).toEqual([...Array(10).fill(202), 429]);
    // Another address is not affected.
    expect(
      (
        await new Browser('203.0.113.28').api(
          'POST',
          '/api/newsletter/subscribe',
          subscribeBody(newAddress()),
        )
      ).status,
    ).toBe(202);
  });
});
