import { describe, expect, it } from 'vitest';
import { anonymousRows } from '../platform/support/anonymous-data';
import { Browser, signedInBrowser } from '../platform/support/browser';
import { latestMailTo } from '../platform/support/outbox';
import { databaseKind, isolatePlatform, SITE } from '../platform/support/platform-env';

isolatePlatform();

const subscribe = (email: string, audience: 'candidate' | 'b2b') =>
  new Browser('203.0.113.61').api('POST', '/api/newsletter/subscribe', {
    email,
    audience,
    consent: true,
    language: 'en',
  });

describe(`an account's newsletters and inquiries (${databaseKind})`, () => {
  it('exports the inquiries and subscriptions of the verified sign-in and confirmed contact addresses; deletion removes the subscriptions', async () => {
    const { browser, person } = await signedInBrowser();
    const contact = `contact-${Date.now().toString(36)}@example.com`;
    expect((await browser.api('PATCH', '/api/user/profile', { email: contact })).status).toBe(200);
    const link = (await latestMailTo(contact))?.links.find((url) =>
      url.includes('/api/contact-email/confirm'),
    );
    expect((await browser.request(link ?? '', { method: 'POST', headers: { origin: SITE } })).status).toBe(
      200,
    );
    await subscribe(person.email.toUpperCase(), 'candidate');
    await subscribe(contact, 'b2b');
    await subscribe('someone-else@example.com', 'candidate');
    const inquiry = await new Browser('203.0.113.62').api('POST', '/api/inquiry', {
      companyName: 'Knihomol',
      fullName: 'Test Person',
      email: person.email,
      phone: '+420 777 123 456',
      message: '<p>Hello <strong>there</strong></p>',
      consent: true,
      language: 'cs',
    });
    expect(inquiry.status).toBe(201);

    const exported = await (await browser.request('/api/user/export')).json();
    expect(exported.newsletterSubscriptions).toEqual([
      expect.objectContaining({
        email: person.email.toLowerCase(),
        audience: 'candidate',
        confirmedAt: null,
      }),
      expect.objectContaining({
        email: contact,
        audience: 'b2b',
        consentText: expect.stringContaining('I agree'),
      }),
    ]);
    expect(exported.inquiries).toEqual([
      expect.objectContaining({
        companyName: 'Knihomol',
        email: person.email.toLowerCase(),
        message: '<p>Hello <strong>there</strong></p>',
        consentText: expect.stringContaining('Souhlasím'),
        consentedAt: expect.any(String),
      }),
    ]);

    expect((await browser.api('DELETE', '/api/user/account')).status).toBe(200);
    const { subscriptions, inquiries } = await anonymousRows();
    expect(subscriptions.map((row) => row.email)).toEqual(['someone-else@example.com']);
    // An inquiry is the company's business correspondence and stays with sales.
    expect(inquiries).toHaveLength(1);
  });
});
