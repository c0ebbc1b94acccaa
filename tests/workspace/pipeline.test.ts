import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '@/contracts/applications';
import type { BulkStatusResult, StatusMailPreview, WorkspaceApplication } from '@/contracts/workspace';
import { answers, apply, expectError } from '../applications/support/apply';
import { companyOf, liveJobs } from '../applications/support/demo-jobs';
import { type Browser, signedInBrowser } from '../platform/support/browser';
import { latestMailTo, mailCountTo } from '../platform/support/outbox';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { holdPasses } from './support/held-mail';
import { ownerOf } from './support/members';

isolatePlatform({ rateLimitScale: 50 });

/** One live offer of each company, so each test works for a company of its own. */
const jobs = liveJobs.filter(
  (job, index) => liveJobs.findIndex((other) => other.company?._ref === job.company?._ref) === index,
);

async function applied(jobIndex: number, locale: 'cs' | 'en') {
  const signedIn = await signedInBrowser();
  const job = jobs[jobIndex];
  const response = await apply(signedIn.browser, { jobOfferID: job._id, locale, ...answers });
  expect(response.status).toBe(201);
  return { ...signedIn, job, application: (await response.json()) as ApplicationSummary };
}

async function detail(member: Browser, id: string) {
  const response = await member.request(`/api/workspace/applications/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as WorkspaceApplication;
}

const fullName = (person: { name: string; surname: string }) => `${person.name} ${person.surname}`;

describe(`templates and messages with placeholders (${databaseKind})`, () => {
  it('refuses an unknown placeholder when a template is saved, naming it in the user’s language', async () => {
    const { browser: member } = await ownerOf(jobs[1].company?._ref as string);
    const template = { locale: 'cs', name: 'Pozvání', body: 'Dobrý den, {jmeno}, zveme vás.' };
    const czech = await expectError(
      await member.api('POST', '/api/workspace/templates', template, { 'accept-language': 'cs' }),
      400,
      'unknown_placeholder',
      'body',
    );
    expect(czech).toBe(
      'Pole „Zpráva“ obsahuje neznámý zástupný text {jmeno}. Použít můžete {jméno}, {pozice}, {firma}, {datum_odpovědi}.',
    );
    const english = await expectError(
      await member.api('POST', '/api/workspace/templates', { ...template, body: 'Hi {salary}' }),
      400,
      'unknown_placeholder',
      'body',
    );
    expect(english).toBe(
      'The field “Message” holds an unknown placeholder {salary}. You can use {name}, {position}, {company}, {reply_by}.',
    );
    const saved = await member.api('POST', '/api/workspace/templates', {
      ...template,
      body: 'Dobrý den, {jméno}, k pozici {pozice} ve firmě {firma} se ozveme do {datum_odpovědi}. Hi {name}.',
    });
    expect(saved.status).toBe(201);
  });

  it('shows each candidate’s exact e-mail before a bulk move and sends that e-mail', async () => {
    const czech = await applied(2, 'cs');
    const english = await applied(2, 'en');
    const { browser: member } = await ownerOf(czech.job.company?._ref as string);
    const move = {
      ids: [czech.application.id, english.application.id],
      status: 'interviewing',
      message: 'Dobrý den, {jméno}: {pozice} / {position} ve firmě {firma}.',
    };
    await expectError(
      await member.api('POST', '/api/workspace/applications/mail-preview', { ...move, message: '{jmeno}' }),
      400,
      'unknown_placeholder',
      'message',
    );
    const previewed = await member.api('POST', '/api/workspace/applications/mail-preview', move);
    expect(previewed.status).toBe(200);
    const previews = (await previewed.json()) as StatusMailPreview[];
    const company = companyOf(czech.job).name;
    expect(previews.map((preview) => preview.candidate)).toEqual([
      fullName(czech.person),
      fullName(english.person),
    ]);
    expect(previews[0].subject).toContain('Pohovor');
    expect(previews[1].subject).toContain('Interviewing');
    expect((await detail(member, czech.application.id)).status).toBe('sent');

    const moved = (await (
      await member.api('POST', '/api/workspace/applications/bulk-status', move)
    ).json()) as BulkStatusResult;
    expect(moved).toMatchObject({ changed: 2, unchanged: 0, withdrawn: 0 });
    expect(moved.events).toHaveLength(2);
    await holdPasses();
    const filled = [
      `Dobrý den, ${fullName(czech.person)}: ${czech.job.title?.cs} / ${czech.job.title?.cs} ve firmě ${company}.`,
      `Dobrý den, ${fullName(english.person)}: ${english.job.title?.en} / ${english.job.title?.en} ve firmě ${company}.`,
    ];
    for (const [index, candidate] of [czech, english].entries()) {
      expect(previews[index].text).toContain(filled[index]);
      const mail = await latestMailTo(candidate.person.email);
      expect(mail?.subject).toBe(previews[index].subject);
      expect(mail?.text.replace(/\r\n/g, '\n').trim()).toBe(previews[index].text.trim());
    }
    const mine = (await (
      await czech.browser.request('/api/user/applications')
    ).json()) as ApplicationSummary[];
    expect(mine[0].history.at(-1)?.message).toBe(filled[0]);
  });
});

describe(`undoing a move before its e-mail leaves (${databaseKind})`, () => {
  it('takes the status, the answer date and the held e-mail back, only within the hold and only for the company', async () => {
    const candidate = await applied(3, 'en');
    const { browser: member } = await ownerOf(candidate.job.company?._ref as string);
    const before = await mailCountTo(candidate.person.email);
    const moved = await member.api('POST', `/api/workspace/applications/${candidate.application.id}/status`, {
      status: 'not_selected',
      message: null,
    });
    const { eventId } = (await moved.json()) as { eventId: number };
    expect((await detail(member, candidate.application.id)).status).toBe('not_selected');

    const stranger = await ownerOf(jobs[4].company?._ref as string);
    await expectError(
      await stranger.browser.api('POST', '/api/workspace/applications/undo', { events: [eventId] }),
      404,
      'event_not_found',
    );

    const undone = await member.api('POST', '/api/workspace/applications/undo', { events: [eventId] });
    expect(await undone.json()).toEqual({ undone: 1, tooLate: 0 });
    const shown = await detail(member, candidate.application.id);
    expect(shown.status).toBe('sent');
    expect(shown.history.map((event) => event.status)).toEqual(['sent']);
    const { getDatabase } = await import('../../web/server/db');
    const { jobApplication } = await import('../../web/server/db/schema');
    const [row] = await (await getDatabase())
      .select({ answeredAt: jobApplication.answeredAt })
      .from(jobApplication)
      .where(eq(jobApplication.id, candidate.application.id));
    expect(row.answeredAt).toBeNull();
    await holdPasses();
    expect(await mailCountTo(candidate.person.email)).toBe(before);

    const again = await member.api('POST', `/api/workspace/applications/${candidate.application.id}/status`, {
      status: 'seen',
      message: null,
    });
    const second = ((await again.json()) as { eventId: number }).eventId;
    await holdPasses();
    expect(await mailCountTo(candidate.person.email)).toBe(before + 1);
    const late = await member.api('POST', '/api/workspace/applications/undo', { events: [second] });
    expect(await late.json()).toEqual({ undone: 0, tooLate: 1 });
    expect((await detail(member, candidate.application.id)).status).toBe('seen');
  });
});

describe(`the candidate's side after a decision (${databaseKind})`, () => {
  it('refuses to withdraw after "Not selected" with 409, and still allows it after an offer', async () => {
    const rejected = await applied(5, 'en');
    const offered = await applied(5, 'cs');
    const { browser: member } = await ownerOf(rejected.job.company?._ref as string);
    for (const [candidate, status] of [
      [rejected, 'not_selected'],
      [offered, 'offer'],
    ] as const) {
      const moved = await member.api(
        'POST',
        `/api/workspace/applications/${candidate.application.id}/status`,
        {
          status,
          message: null,
        },
      );
      expect(moved.status).toBe(200);
    }
    await expectError(
      await rejected.browser.api('POST', `/api/user/applications/${rejected.application.id}/withdraw`),
      409,
      'already_decided',
    );
    expect((await detail(member, rejected.application.id)).status).toBe('not_selected');
    expect(
      (await offered.browser.api('POST', `/api/user/applications/${offered.application.id}/withdraw`)).status,
    ).toBe(200);
  });
});
