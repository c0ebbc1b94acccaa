import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '@/contracts/applications';
import type { PipelineEntry, WorkspaceApplication, WorkspaceOffer } from '@/contracts/workspace';
import { answers, apply, expectError } from '../applications/support/apply';
import { companyOf, liveJobs } from '../applications/support/demo-jobs';
import { pdf } from '../applications/support/documents';
import { type Browser, signedInBrowser } from '../platform/support/browser';
import { deliverQueuedMail, latestMailTo, mailCountTo } from '../platform/support/outbox';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { holdPasses } from './support/held-mail';
import { accept, invitationTokenFor, ownerOf, recruiterInvitedBy } from './support/members';

isolatePlatform({ rateLimitScale: 50 });

const DAY = 24 * 60 * 60 * 1000;

/** One live offer of each company, so each test works for a company of its own. */
const jobs = liveJobs.filter(
  (job, index) => liveJobs.findIndex((other) => other.company?._ref === job.company?._ref) === index,
);

async function applied(
  jobIndex: number,
  locale: 'cs' | 'en' = 'en',
  candidate?: Awaited<ReturnType<typeof signedInBrowser>>,
) {
  const signedIn = candidate ?? (await signedInBrowser());
  const job = jobs[jobIndex];
  const response = await apply(signedIn.browser, { jobOfferID: job._id, locale, ...answers });
  expect(response.status).toBe(201);
  return { ...signedIn, job, application: (await response.json()) as ApplicationSummary };
}

const db = async () => {
  const { getDatabase } = await import('@/server/db');
  return { db: await getDatabase(), schema: await import('@/server/db/schema') };
};

async function detail(member: Browser, id: string) {
  const response = await member.request(`/api/workspace/applications/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as WorkspaceApplication;
}

/** Makes a queued answer-deadline step due now and runs the queue, as the worker would. */
async function runDeadlineStep(applicationId: string, step: 'soon' | 'today' | 'late') {
  const { db: database, schema } = await db();
  await database
    .update(schema.queuedJob)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(eq(schema.queuedJob.dedupeKey, `answer-deadline:${applicationId}:${step}`));
  const { runPlatformQueueNow } = await import('@/platform/platform-queue');
  await runPlatformQueueNow();
}

describe(`invitations (${databaseKind})`, () => {
  it("are mailed in the company's language, work once, only for the invited address, and for 7 days", async () => {
    const job = jobs[0];
    const company = companyOf(job);
    const invited = await signedInBrowser();
    const { inviteOwner } = await import('@/platform/workspace/first-owner');
    await expect(inviteOwner('no-such-company', invited.person.email, 'cli')).rejects.toThrow(
      'There is no company with the id or slug "no-such-company".',
    );
    await inviteOwner(company.slug.current, invited.person.email, 'cli');
    const mail = await latestMailTo(invited.person.email);
    expect(mail?.subject).toBe(`Pozvánka do náborového prostoru firmy ${company.name}`);
    expect(mail?.text).toContain(`Přihlaste se adresou ${invited.person.email}`);
    const token = await invitationTokenFor(invited.person.email);
    expect(mail?.links.some((url) => url.includes('/cs/firma/pozvanka?token='))).toBe(true);

    const someoneElse = await signedInBrowser();
    await expectError(await accept(someoneElse.browser, token), 403, 'wrong_account');
    await expectError(
      await accept(invited.browser, `${token.slice(0, -2)}${token.endsWith('xx') ? 'yy' : 'xx'}`),
      404,
      'invalid_invitation',
    );

    const accepted = await accept(invited.browser, token);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ companyId: company._id, role: 'owner' });
    await expectError(await accept(invited.browser, token), 410, 'invitation_used');
    const overview = (await (await invited.browser.request('/api/workspace')).json()) as {
      company: { id: string; name: string };
      role: string;
    };
    expect(overview.company).toMatchObject({ id: company._id, name: company.name });
    expect(overview.role).toBe('owner');

    const { inviteMember } = await import('@/platform/workspace/invitations');
    const late = await signedInBrowser();
    await inviteMember({
      companyId: company._id,
      email: late.person.email,
      role: 'recruiter',
      invitedBy: 'cli',
      now: new Date(Date.now() - 8 * DAY),
    });
    await expectError(
      await accept(late.browser, await invitationTokenFor(late.person.email)),
      410,
      'invitation_expired',
    );
    expect((await late.browser.request('/api/workspace')).status).toBe(403);
  });

  it('lets an owner invite a recruiter and remove them, but never the last owner', async () => {
    const { browser: owner, user } = await ownerOf(jobs[1].company?._ref as string);
    const recruiter = await recruiterInvitedBy(owner);
    const mail = await latestMailTo(recruiter.person.email);
    expect(mail?.text).toContain('vás zve do náborového prostoru');
    const members = (await (await owner.request('/api/workspace/members')).json()) as {
      id: string;
      email: string;
      role: string;
    }[];
    expect(members.map((member) => member.role).sort()).toEqual(['owner', 'recruiter']);
    const self = members.find((member) => member.email === user.email) as { id: string };
    await expectError(await owner.api('DELETE', `/api/workspace/members/${self.id}`), 409, 'last_owner');
    const other = members.find((member) => member.role === 'recruiter') as { id: string };
    expect((await owner.api('DELETE', `/api/workspace/members/${other.id}`)).status).toBe(200);
    expect((await recruiter.browser.request('/api/workspace')).status).toBe(403);
  });

  it('mails one address at most three invitations to a company a day, and says so in the owner’s language', async () => {
    const { browser: owner } = await ownerOf(jobs[2].company?._ref as string);
    const email = `invited-often-${Date.now().toString(36)}@example.com`;
    const invite = () =>
      owner.api(
        'POST',
        '/api/workspace/invitations',
        { email, role: 'recruiter' },
        { 'accept-language': 'cs' },
      );
    for (let sent = 1; sent <= 3; sent++) expect((await invite()).status).toBe(201);
    const refused = await invite();
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatchObject({
      code: 'mail_limit',
      message: 'Na tuto adresu jsme dnes už poslali 3\u00a0pozvánky do vaší firmy. Zkuste to prosím zítra.',
    });
    expect(await mailCountTo(email)).toBe(3);
    const other = await ownerOf(jobs[3].company?._ref as string);
    expect(
      (await other.browser.api('POST', '/api/workspace/invitations', { email, role: 'recruiter' })).status,
    ).toBe(201);
  });
});

describe(`working with applicants (${databaseKind})`, () => {
  it('shows the offers with counts, the pipeline, the answers and the CV, and e-mails status changes', async () => {
    const first = await applied(2, 'en');
    const { browser: member } = await ownerOf(first.job.company?._ref as string);
    const offers = (await (await member.request('/api/workspace')).json()).offers as WorkspaceOffer[];
    const offer = offers.find((candidate) => candidate.jobOfferId === first.job._id);
    expect(offer).toMatchObject({ title: first.job.title?.en, total: 1, counts: { sent: 1 } });

    const pipeline = (await (
      await member.request(`/api/workspace/offers/${first.job._id}/applications`)
    ).json()) as PipelineEntry[];
    expect(pipeline).toEqual([
      expect.objectContaining({
        id: first.application.id,
        candidate: `${first.person.name} ${first.person.surname}`,
        status: 'sent',
      }),
    ]);
    const shown = await detail(member, first.application.id);
    expect(shown.answers.map((answer) => answer.value)).toContain(answers.what_brings_you_here);
    expect(shown.email).toBe(first.person.email);

    const preview = await member.request(`/api/workspace/applications/${first.application.id}/cv`);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    expect(preview.headers.get('content-disposition')).toMatch(/^inline; filename="cv\.pdf"/);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await preview.arrayBuffer()).equals(pdf())).toBe(true);
    const download = await member.request(
      `/api/workspace/applications/${first.application.id}/cv?download=1`,
    );
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="cv\.pdf"/);

    const message = 'Could you come on Tuesday at 10?';
    const changed = await member.api('POST', `/api/workspace/applications/${first.application.id}/status`, {
      status: 'interviewing',
      message,
    });
    expect(await changed.json()).toEqual({
      id: first.application.id,
      status: 'interviewing',
      changed: true,
      eventId: expect.any(Number),
    });
    await holdPasses();
    const mail = await latestMailTo(first.person.email);
    expect(mail?.subject).toBe(
      `${companyOf(first.job).name}: your application for ${first.job.title?.en} – Interviewing`,
    );
    expect(mail?.text).toContain(message);
    const [mine] = (await (
      await first.browser.request('/api/user/applications')
    ).json()) as ApplicationSummary[];
    expect(mine.history.at(-1)).toMatchObject({ status: 'interviewing', message });
  });

  it('keeps notes among members, and moves several candidates at once', async () => {
    const first = await applied(3, 'en');
    const second = await applied(3, 'cs');
    const withdrawing = await applied(3, 'en');
    expect(
      (await withdrawing.browser.api('POST', `/api/user/applications/${withdrawing.application.id}/withdraw`))
        .status,
    ).toBe(200);
    const { browser: member } = await ownerOf(first.job.company?._ref as string);

    const note = 'Strong portfolio; ask about the cello.';
    expect(
      (await member.api('POST', `/api/workspace/applications/${first.application.id}/notes`, { body: note }))
        .status,
    ).toBe(201);
    await expectError(
      await member.api('POST', `/api/workspace/applications/${first.application.id}/notes`, { body: '  ' }),
      400,
      'required',
      'body',
    );
    expect((await detail(member, first.application.id)).notes).toEqual([
      expect.objectContaining({ body: note, author: expect.stringContaining('Test Person') }),
    ]);
    const own = await (await first.browser.request('/api/user/applications')).text();
    expect(own).not.toContain(note);
    const exported = await (await first.browser.request('/api/user/export')).json();
    expect(exported.workspace.notesAboutMyApplications).toEqual([
      expect.objectContaining({ applicationId: first.application.id, note }),
    ]);

    const ids = [first.application.id, second.application.id, withdrawing.application.id];
    const before = await mailCountTo(second.person.email);
    const bulk = await member.api('POST', '/api/workspace/applications/bulk-status', {
      ids,
      status: 'not_selected',
      message: null,
    });
    expect(await bulk.json()).toEqual({
      changed: 2,
      unchanged: 0,
      withdrawn: 1,
      events: [expect.any(Number), expect.any(Number)],
    });
    await holdPasses();
    expect(await mailCountTo(second.person.email)).toBe(before + 1);
    expect((await latestMailTo(second.person.email))?.subject).toContain('Nevybrán(a)');
    expect((await detail(member, withdrawing.application.id)).status).toBe('withdrawn');
  });

  it('keeps templates per language with unique names', async () => {
    const { browser: member } = await ownerOf(jobs[4].company?._ref as string);
    const template = { locale: 'en', name: 'Invite', body: 'We would like to invite you for an interview.' };
    expect((await member.api('POST', '/api/workspace/templates', template)).status).toBe(201);
    await expectError(
      await member.api('POST', '/api/workspace/templates', { ...template, name: 'invite' }),
      409,
      'template_exists',
      'name',
    );
    expect((await member.api('POST', '/api/workspace/templates', { ...template, locale: 'cs' })).status).toBe(
      201,
    );
    const listed = (await (await member.request('/api/workspace/templates')).json()) as { locale: string }[];
    expect(listed.map((row) => row.locale)).toEqual(['cs', 'en']);
  });
});

describe(`answers on time (${databaseKind})`, () => {
  it('reminds the members 3 days before and on the day, then tells the candidate the company is late, once each', async () => {
    const first = await applied(5, 'en');
    const { browser: member, person: owner } = await ownerOf(first.job.company?._ref as string);
    const { db: database, schema } = await db();
    const keys = await database
      .select({ key: schema.queuedJob.dedupeKey, runAt: schema.queuedJob.runAt })
      .from(schema.queuedJob)
      .where(like(schema.queuedJob.dedupeKey, `answer-deadline:${first.application.id}:%`));
    expect(keys.map((row) => row.key?.split(':').at(-1)).sort()).toEqual(['late', 'soon', 'today']);
    const due = new Date(first.application.answerDueAt).getTime();
    const runAt = Object.fromEntries(keys.map((row) => [row.key?.split(':').at(-1), row.runAt.getTime()]));
    expect(due - runAt.soon).toBeGreaterThan(2 * DAY);
    expect(due - runAt.soon).toBeLessThan(4 * DAY);
    expect(runAt.today).toBeLessThan(due);
    expect(due - runAt.today).toBeLessThan(DAY);
    expect(runAt.late).toBeGreaterThan(due);

    // A second instance queueing the same steps adds nothing.
    const { scheduleAnswerDeadlines } = await import('@/platform/workspace/answer-deadlines');
    const [row] = await database
      .select()
      .from(schema.jobApplication)
      .where(eq(schema.jobApplication.id, first.application.id));
    await scheduleAnswerDeadlines(database, row);
    expect(
      await database.$count(
        schema.queuedJob,
        like(schema.queuedJob.dedupeKey, `answer-deadline:${first.application.id}:%`),
      ),
    ).toBe(3);

    await runDeadlineStep(first.application.id, 'soon');
    const soon = await latestMailTo(owner.email);
    // The company reads Czech: the offer's Czech title, though the candidate applied in English.
    expect(soon?.subject).toBe(`Za 3 dny máte odpovědět: ${first.job.title?.cs}`);
    const afterSoon = await mailCountTo(owner.email);
    await runDeadlineStep(first.application.id, 'soon');
    expect(await mailCountTo(owner.email)).toBe(afterSoon);

    await runDeadlineStep(first.application.id, 'today');
    expect((await latestMailTo(owner.email))?.subject).toBe(`Dnes máte odpovědět: ${first.job.title?.cs}`);

    await runDeadlineStep(first.application.id, 'late');
    const late = await latestMailTo(first.person.email);
    expect(late?.subject).toBe(
      `${companyOf(first.job).name} is late with its answer about ${first.job.title?.en}`,
    );
    expect(late?.text).toContain('counts in the response record');
    const candidateMails = await mailCountTo(first.person.email);
    await runDeadlineStep(first.application.id, 'late');
    expect(await mailCountTo(first.person.email)).toBe(candidateMails);

    // In Czech the company is never the subject of a gendered verb on its own name.
    const czech = await applied(5, 'cs');
    // The application's own confirmation goes first, so the newest mail is the late notice.
    await deliverQueuedMail();
    await runDeadlineStep(czech.application.id, 'late');
    const lateInCzech = await latestMailTo(czech.person.email);
    const company = companyOf(czech.job).name;
    expect(lateInCzech?.subject).toBe(
      `Firma ${company} nestihla odpovědět na vaši přihlášku na pozici ${czech.job.title?.cs}`,
    );
    expect(lateInCzech?.text).toContain(`Firma ${company} neodpověděla včas`);

    // An answered application gets no more reminders.
    const answered = await applied(5, 'en');
    expect(
      (
        await member.api('POST', `/api/workspace/applications/${answered.application.id}/status`, {
          status: 'offer',
        })
      ).status,
    ).toBe(200);
    const mailsBefore = await mailCountTo(answered.person.email);
    await runDeadlineStep(answered.application.id, 'late');
    expect(await mailCountTo(answered.person.email)).toBe(mailsBefore);
  });
});

describe(`applications sent before the reminders existed (${databaseKind})`, () => {
  it('get the steps still ahead queued at the start, once, and an answered one gets none', async () => {
    const waiting = await applied(7, 'en');
    const answered = await applied(8, 'en');
    const { db: database, schema } = await db();
    const stepsOf = async (id: string) =>
      (
        await database
          .select({ key: schema.queuedJob.dedupeKey })
          .from(schema.queuedJob)
          .where(like(schema.queuedJob.dedupeKey, `answer-deadline:${id}:%`))
      )
        .map((row) => row.key?.split(':').at(-1))
        .sort();
    // As before the reminders: no steps queued, and one of the two already answered.
    await database.delete(schema.queuedJob).where(like(schema.queuedJob.dedupeKey, 'answer-deadline:%'));
    await database
      .update(schema.jobApplication)
      .set({ answeredAt: new Date() })
      .where(eq(schema.jobApplication.id, answered.application.id));

    const { scheduleMissingAnswerDeadlines } = await import('@/platform/workspace/answer-deadlines');
    const due = new Date(waiting.application.answerDueAt).getTime();
    // Started a day before the date: the reminder 3 days before is past and left out.
    const started = new Date(due - DAY);
    expect(await scheduleMissingAnswerDeadlines(database, started)).toBeGreaterThanOrEqual(1);
    expect(await stepsOf(waiting.application.id)).toEqual(['late', 'today']);
    expect(await stepsOf(answered.application.id)).toEqual([]);

    // The next start finds nothing missing.
    expect(await scheduleMissingAnswerDeadlines(database, started)).toBe(0);
    expect(await stepsOf(waiting.application.id)).toEqual(['late', 'today']);
  });
});

describe(`data rights (${databaseKind})`, () => {
  it("removes a deleted candidate from every workspace, the companies' notes included", async () => {
    const first = await applied(6, 'en');
    const { browser: member } = await ownerOf(first.job.company?._ref as string);
    await member.api('POST', `/api/workspace/applications/${first.application.id}/notes`, {
      body: 'Call back.',
    });
    expect((await first.browser.api('DELETE', '/api/user/account')).status).toBe(200);
    const { db: database, schema } = await db();
    expect(
      await database.$count(
        schema.applicationNote,
        and(eq(schema.applicationNote.applicationId, first.application.id)),
      ),
    ).toBe(0);
    expect((await member.request(`/api/workspace/applications/${first.application.id}`)).status).toBe(404);
    const pipeline = await (
      await member.request(`/api/workspace/offers/${first.job._id}/applications`)
    ).text();
    expect(pipeline).not.toContain(first.application.id);
  });
});
