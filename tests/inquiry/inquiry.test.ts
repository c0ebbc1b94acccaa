import { describe, expect, it } from 'vitest';
import cs from '@/messages/cs.json';
import en from '@/messages/en.json';
import { anonymousRows, anonymousState } from '../platform/support/anonymous-data';
import { Browser } from '../platform/support/browser';
import { latestMailTo, mailCountTo } from '../platform/support/outbox';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';

isolatePlatform();

/** The sales address of the demo site settings (scripts/demo-content/site.ts). */
const SALES = 'obchod@tribe.example';

let senders = 0;
const inquiry = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Knihomol s.r.o.',
  fullName: 'Jana Nováková',
  email: `jana-${Date.now().toString(36)}-${++senders}@knihomol.example`,
  phone: '+420 777 123 456',
  jobPosition: 'HR manager',
  message:
    '<p>We need <strong>five</strong> developers:</p><ul><li>Java</li><li>Go</li></ul><script>alert(1)</script><p onclick="x()">Thanks</p>',
  consent: true,
  language: 'en',
  ...overrides,
});

describe(`B2B inquiry (${databaseKind})`, () => {
  it('keeps the inquiry with its consent and e-mails it, sanitised, to sales', async () => {
    const browser = new Browser('203.0.113.31');
    const body = inquiry();
    const before = Date.now();
    const response = await browser.api('POST', '/api/inquiry', body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ received: true });

    const [stored] = (await anonymousRows()).inquiries.filter((row) => row.email === body.email);
    const sanitised =
      '<p>We need <strong>five</strong> developers:</p><ul><li>Java</li><li>Go</li></ul><p>Thanks</p>';
    expect(stored).toMatchObject({
      companyName: 'Knihomol s.r.o.',
      fullName: 'Jana Nováková',
      phone: '+420 777 123 456',
      jobPosition: 'HR manager',
      message: sanitised,
      locale: 'en',
      consentText:
        'I agree that Tribe may process the personal data I give in this form (company name, name, e-mail, phone, job position and message) to answer my inquiry and prepare an offer.',
      emailedTo: SALES,
    });
    expect(stored.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const mail = await latestMailTo(SALES);
    expect(mail?.subject).toBe('Nová poptávka: Knihomol s.r.o.');
    expect(mail?.headers['reply-to']).toBe(body.email);
    expect(mail?.headers['content-language']).toBe('cs');
    expect(mail?.html).toContain(sanitised);
    expect(mail?.html).not.toMatch(/<script|onclick/);
    expect(mail?.text).toContain('We need five developers:\n\n- Java\n- Go\n\nThanks');
    expect(mail?.text).toContain(`${cs.Inquiry.field_email}: ${body.email}`);
    expect(mail?.text).toContain(`${cs.Inquiry.field_phone}: +420 777 123 456`);
    expect(mail?.text).toContain(`${cs.Inquiry.mail_language}: ${cs.Inquiry.language_en}`);
  });

  it.each([
    ['en', en],
    ['cs', cs],
  ] as const)(
    'confirms the inquiry to its sender in their language (%s), with the 24-hour promise',
    async (language, messages) => {
      const browser = new Browser(language === 'en' ? '203.0.113.36' : '203.0.113.37');
      const body = inquiry({ language });
      expect((await browser.api('POST', '/api/inquiry', body)).status).toBe(201);

      const mail = await latestMailTo(body.email);
      expect(mail?.subject).toBe(messages.Inquiry.confirm_mail_subject);
      expect(mail?.headers['content-language']).toBe(language);
      expect(mail?.headers['reply-to']).toBe(SALES);
      expect(mail?.text).toContain(messages.Inquiry.confirm_mail_text);
      expect(mail?.html).toContain(messages.Inquiry.confirm_mail_heading);
      expect(mail?.text).toContain('24');
      // Whatever the form said stays out of a mail to an address anyone could have typed.
      expect(mail?.text).not.toContain('developers');
      expect(mail?.text).not.toContain(body.companyName);
    },
  );

  it('sends one confirmation per address in 10 minutes, however many inquiries name it', async () => {
    const browser = new Browser('203.0.113.38');
    const body = inquiry();
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await browser.api('POST', '/api/inquiry', body)).status).toBe(201);
    expect(await mailCountTo(body.email)).toBe(1);
    expect((await anonymousRows()).inquiries.filter((row) => row.email === body.email)).toHaveLength(3);
  });

  it('refuses an inquiry without consent (400 naming consent) and keeps nothing', async () => {
    const browser = new Browser('203.0.113.32');
    const before = await anonymousState();
    for (const consent of [false, undefined, 'yes']) {
      const response = await browser.api('POST', '/api/inquiry', inquiry({ consent }));
      expect(response.status).toBe(400);
      expect((await response.json()).error.field).toBe('consent');
    }
    expect(await anonymousState()).toBe(before);
  });

  it('names each field that is wrong', async () => {
    const before = await anonymousState();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ companyName: '  ' }, 'companyName', 'required'],
      [{ fullName: undefined }, 'fullName', 'required'],
      [{ email: 'jana@' }, 'email', 'invalid'],
      [{ phone: 'call me' }, 'phone', 'invalid'],
      [{ jobPosition: 'x'.repeat(201) }, 'jobPosition', 'too_long'],
      [{ message: '<p></p>' }, 'message', 'required'],
      [{ message: '<script>alert(1)</script>' }, 'message', 'required'],
      [{ message: `<p>${'x'.repeat(10_000)}</p>` }, 'message', 'too_long'],
      [{ language: 'de' }, 'language', 'invalid'],
      [{ salesEmail: 'me@evil.example' }, 'salesEmail', 'unknown_field'],
    ];
    for (const [index, [overrides, field, code]] of cases.entries()) {
      // Each from its own address, so the rate limit stays out of it.
      const browser = new Browser(`198.51.100.${index + 1}`);
      const response = await browser.api('POST', '/api/inquiry', inquiry(overrides));
      expect(response.status, field).toBe(400);
      expect((await response.json()).error, field).toMatchObject({ field, code });
    }
    expect(await anonymousState()).toBe(before);
  });

  it('refuses other origins and answers a filled honeypot as usual, keeping nothing', async () => {
    const browser = new Browser('203.0.113.34');
    const before = await anonymousState();
    const foreign = await browser.api('POST', '/api/inquiry', inquiry(), { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const trapped = await browser.api('POST', '/api/inquiry', inquiry({ website: 'https://spam.example' }));
    expect(trapped.status).toBe(201);
    expect(await trapped.json()).toEqual({ received: true });
    expect(await anonymousState()).toBe(before);
  });

  it('limits inquiries per IP address (429 with Retry-After)', async () => {
    const browser = new Browser('203.0.113.35');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await browser.api('POST', '/api/inquiry', inquiry())).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await browser.api('POST', '/api/inquiry', inquiry());
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
