import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '@/contracts/applications';
import { Browser, signedInBrowser } from '../platform/support/browser';
import { deliverQueuedMail, latestMailTo, mailCountTo } from '../platform/support/outbox';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { answers, apply, expectError } from './support/apply';
import { companyOf, liveJobs } from './support/demo-jobs';
import { pdf } from './support/documents';

isolatePlatform({ rateLimitScale: 50 });

const DAY = 24 * 60 * 60 * 1000;

async function applied(jobIndex: number, locale: 'cs' | 'en' = 'en') {
  const { browser, person } = await signedInBrowser();
  const job = liveJobs[jobIndex];
  const response = await apply(browser, { jobOfferID: job._id, locale, ...answers });
  expect(response.status).toBe(201);
  return {
    browser,
    person,
    job,
    company: companyOf(job),
    application: (await response.json()) as ApplicationSummary,
  };
}

/** The recruiter link for this application from the newest company e-mail carrying one. */
async function recruiterLink(companyEmail: string, applicationId: string) {
  const { listOutbox, readOutboxMessage } = await import('@/server/mail/outbox');
  await deliverQueuedMail();
  for (const entry of await listOutbox(Number.MAX_SAFE_INTEGER)) {
    if (!entry.to.includes(companyEmail)) continue;
    const mail = await readOutboxMessage(entry.file);
    const link = mail.links.find((url) => url.includes(`/recruiter/applications/${applicationId}.`));
    if (link) return { link, token: decodeURIComponent(link.split('/').at(-1) as string), mail };
  }
  throw new Error(`No recruiter link for ${applicationId} in e-mails to ${companyEmail}`);
}

const setStatus = (id: string, body: Record<string, unknown>, visitor = new Browser('198.51.100.7')) =>
  visitor.api('POST', `/api/recruiter/applications/${id}/status`, body);

describe(`the company's answers (${databaseKind})`, () => {
  it('e-mails the candidate a confirmation and the company the answers with a signed link', async () => {
    const { person, job, company, application } = await applied(0, 'cs');
    const confirmation = await latestMailTo(person.email);
    expect(confirmation?.subject).toBe(
      `Vaše přihláška na pozici ${job.title?.cs} ve firmě ${company.name} byla odeslána`,
    );
    expect(confirmation?.links.some((url) => url.endsWith('/cs/profil/prihlasky'))).toBe(true);
    const companyMail = await latestMailTo(company.recruitingEmail as string);
    expect(companyMail?.subject).toBe(`Nová přihláška: ${job.title?.cs}`);
    expect(companyMail?.text).toContain(answers.what_brings_you_here);
    expect(companyMail?.text).toContain(answers.something_wrong);
    expect(companyMail?.text).toContain(person.email);
    const { token, mail } = await recruiterLink(company.recruitingEmail as string, application.id);
    expect(mail.text).toContain(`${person.name} ${person.surname}`);
    expect(token.startsWith(`${application.id}.`)).toBe(true);
  });

  it('sets each status with one click, records the history and e-mails the candidate in their language', async () => {
    const { person, browser, company, job, application } = await applied(1, 'en');
    const { token } = await recruiterLink(company.recruitingEmail as string, application.id);
    const before = await mailCountTo(person.email);

    const seen = await setStatus(application.id, { token, status: 'seen' });
    expect(seen.status).toBe(200);
    expect(await seen.json()).toEqual({ id: application.id, status: 'seen', changed: true });
    expect((await latestMailTo(person.email))?.subject).toBe(
      `${company.name}: your application for ${job.title?.en} – Seen`,
    );

    const again = await setStatus(application.id, { token, status: 'seen' });
    expect(await again.json()).toMatchObject({ changed: false });

    const message = 'Could you come on Tuesday at 10?';
    expect((await setStatus(application.id, { token, status: 'interviewing', message })).status).toBe(200);
    const mail = await latestMailTo(person.email);
    expect(mail?.subject).toBe(`${company.name}: your application for ${job.title?.en} – Interviewing`);
    expect(mail?.text).toContain(message);
    expect(await mailCountTo(person.email)).toBe(before + 2);

    const [mine] = (await (await browser.request('/api/user/applications')).json()) as ApplicationSummary[];
    expect(mine.status).toBe('interviewing');
    expect(mine.answeredAt).not.toBeNull();
    expect(mine.history.map((event) => [event.status, event.message])).toEqual([
      ['sent', null],
      ['seen', null],
      ['interviewing', message],
    ]);

    const cv = await new Browser().request(
      `/api/recruiter/applications/${application.id}/cv?token=${encodeURIComponent(token)}`,
    );
    expect(cv.status).toBe(200);
    expect(Buffer.from(await cv.arrayBuffer()).equals(pdf())).toBe(true);
  });

  it('refuses a forged token, an expired one and one issued for another application', async () => {
    const first = await applied(2);
    const second = await applied(3);
    const { token } = await recruiterLink(first.company.recruitingEmail as string, first.application.id);
    const [id, expiry, signature] = token.split('.');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const status = 'offer';

    await expectError(
      await setStatus(first.application.id, { token: `${id}.${expiry}.${flipped}`, status }),
      403,
      'invalid_link',
    );
    const later = (Number.parseInt(expiry, 36) + 86_400).toString(36);
    await expectError(
      await setStatus(first.application.id, { token: `${id}.${later}.${signature}`, status }),
      403,
      'invalid_link',
    );
    await expectError(await setStatus(second.application.id, { token, status }), 403, 'invalid_link');
    await expectError(
      await new Browser().request(
        `/api/recruiter/applications/${second.application.id}/cv?token=${encodeURIComponent(token)}`,
      ),
      403,
      'invalid_link',
    );

    const { recruiterToken } = await import('@/platform/applications/recruiter-link');
    const expired = recruiterToken(first.application.id, new Date(Date.now() - 31 * DAY));
    await expectError(await setStatus(first.application.id, { token: expired, status }), 410, 'link_expired');
    const { recruiterView } = await import('@/platform/applications/recruiter');
    expect((await recruiterView(expired)).state).toBe('expired');
    expect((await recruiterView(`${id}.${expiry}.${flipped}`)).state).toBe('invalid');
    expect((await recruiterView(token)).state).toBe('valid');

    const [unchanged] = (await (
      await first.browser.request('/api/user/applications')
    ).json()) as ApplicationSummary[];
    expect(unchanged.status).toBe('sent');

    const renewed = await new Browser().api('POST', '/api/recruiter/applications/renew-link', {
      token: expired,
    });
    expect(await renewed.json()).toEqual({ sent: true });
    const fresh = await recruiterLink(first.company.recruitingEmail as string, first.application.id);
    expect(fresh.token).not.toBe(expired);
    expect((await setStatus(first.application.id, { token: fresh.token, status })).status).toBe(200);
    await expectError(
      await new Browser().api('POST', '/api/recruiter/applications/renew-link', {
        token: `${id}.${expiry}.${flipped}`,
      }),
      403,
      'invalid_link',
    );
  });

  it('treats a signed token that names no UUID as an invalid link, before any query', async () => {
    const { application } = await applied(6);
    const { recruiterToken } = await import('@/platform/applications/recruiter-link');
    const { recruiterView } = await import('@/platform/applications/recruiter');
    for (const id of ['not-a-uuid', "x' OR '1'='1", `${application.id}x`, '', '%00', 'a'.repeat(300)]) {
      const token = recruiterToken(id);
      const path = encodeURIComponent(id || 'x');
      // Aimed at a real application, the token is what is refused.
      await expectError(await setStatus(application.id, { token, status: 'seen' }), 403, 'invalid_link');
      // An address naming no application is refused before the token is read.
      await expectError(await setStatus(path, { token, status: 'seen' }), 404, 'not_found');
      await expectError(
        await new Browser().request(
          `/api/recruiter/applications/${path}/cv?token=${encodeURIComponent(token)}`,
        ),
        404,
        'not_found',
      );
      await expectError(
        await new Browser().api('POST', '/api/recruiter/applications/renew-link', { token }),
        403,
        'invalid_link',
      );
      expect((await recruiterView(token)).state).toBe('invalid');
    }
  });

  it('mails a renewed link at most once per application in 10 minutes, answering the same every time', async () => {
    const { company, application } = await applied(7);
    const { recruiterToken } = await import('@/platform/applications/recruiter-link');
    const expired = recruiterToken(application.id, new Date(Date.now() - 31 * DAY));
    const inbox = company.recruitingEmail as string;
    const before = await mailCountTo(inbox);
    const answers = new Set<string>();
    for (let call = 0; call < 30; call++) {
      const response = await new Browser(`198.51.100.${100 + call}`).api(
        'POST',
        '/api/recruiter/applications/renew-link',
        { token: expired },
      );
      answers.add(`${response.status} ${JSON.stringify(await response.json())}`);
    }
    expect([...answers]).toEqual(['200 {"sent":true}']);
    expect((await mailCountTo(inbox)) - before).toBe(1);
  });

  it('closes a withdrawn application to the company', async () => {
    const { browser, company, application } = await applied(4);
    const { token } = await recruiterLink(company.recruitingEmail as string, application.id);
    expect((await browser.api('POST', `/api/user/applications/${application.id}/withdraw`)).status).toBe(200);
    await expectError(
      await setStatus(application.id, { token, status: 'offer' }),
      409,
      'application_withdrawn',
    );
    await expectError(
      await new Browser().request(
        `/api/recruiter/applications/${application.id}/cv?token=${encodeURIComponent(token)}`,
      ),
      409,
      'application_withdrawn',
    );
  });

  it('checks the status body and the origin', async () => {
    const { company, application } = await applied(5);
    const { token } = await recruiterLink(company.recruitingEmail as string, application.id);
    await expectError(await setStatus(application.id, { token, status: 'hired' }), 400, 'invalid', 'status');
    await expectError(
      await setStatus(application.id, { token, status: 'offer', message: 'x'.repeat(501) }),
      400,
      'too_long',
      'message',
    );
    const foreign = await new Browser().request(`/api/recruiter/applications/${application.id}/status`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ token, status: 'offer' }),
    });
    await expectError(foreign, 403, 'foreign_origin');
  });
});
