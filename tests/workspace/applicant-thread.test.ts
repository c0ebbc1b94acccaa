import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ThreadMessage } from '@/contracts/applicant-thread';
import type { ApplicationSummary } from '@/contracts/applications';
import type { ApplicantPage, PipelineEntry, WorkspaceApplication } from '@/contracts/workspace';
import { answers, apply, expectError } from '../applications/support/apply';
import { liveJobs } from '../applications/support/demo-jobs';
import { type Browser, signedInBrowser } from '../platform/support/browser';
import { latestMailTo, mailCountTo } from '../platform/support/outbox';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { ownerOf } from './support/members';

isolatePlatform({ rateLimitScale: 50 });

/** One live offer of each company. */
const jobs = liveJobs.filter(
  (job, index) => liveJobs.findIndex((other) => other.company?._ref === job.company?._ref) === index,
);
const companyId = (index: number) => jobs[index].company?._ref as string;

/** A candidate whose profile has a city, a phone, a web address and a current job. */
async function candidateWithProfile() {
  const candidate = await signedInBrowser();
  const { browser } = candidate;
  expect(
    (
      await browser.api('PATCH', '/api/user/profile', {
        city: 'Plzeň',
        phone: '+420 601 234 567',
        webUrl: 'https://jana.example',
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await browser.api('POST', '/api/user/experience', {
        title: 'Backend developer',
        company: 'Škoda Digital',
        description: '<p>Platby a <strong>účetnictví</strong></p>',
        from: '2021-03-01',
      })
    ).status,
  ).toBe(201);
  return candidate;
}

async function applied(browser: Browser, jobIndex: number, fields: Record<string, string> = {}) {
  const response = await apply(browser, {
    jobOfferID: jobs[jobIndex]._id,
    locale: 'cs',
    ...answers,
    ...fields,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as ApplicationSummary;
}

const detail = async (member: Browser, id: string) =>
  (await (await member.request(`/api/workspace/applications/${id}`)).json()) as WorkspaceApplication;
const search = async (member: Browser, q: string) =>
  (
    (await (
      await member.request(`/api/workspace/applicants?q=${encodeURIComponent(q)}`)
    ).json()) as ApplicantPage
  ).items.map((row) => row.id);
const myApplication = async (browser: Browser, id: string) =>
  ((await (await browser.request('/api/user/applications')).json()) as ApplicationSummary[]).find(
    (item) => item.id === id,
  ) as ApplicationSummary;

async function rows(applicationId: string) {
  const { getDatabase } = await import('@/server/db');
  const { applicationMessage, sharedProfile } = await import('@/server/db/schema');
  const db = await getDatabase();
  return {
    messages: await db
      .select()
      .from(applicationMessage)
      .where(eq(applicationMessage.applicationId, applicationId)),
    shared: await db.select().from(sharedProfile).where(eq(sharedProfile.applicationId, applicationId)),
  };
}

describe(`the profile shared at apply time (${databaseKind})`, () => {
  it('is shared only when chosen, shown to the members, searched, and withdrawn by the candidate', async () => {
    const { browser: candidate } = await candidateWithProfile();
    const shared = await applied(candidate, 0, { shareProfile: 'true' });
    const notShared = await applied(candidate, 1);
    expect(shared.profileShared).toBe(true);
    expect(notShared.profileShared).toBe(false);

    const { browser: member } = await ownerOf(companyId(0));
    const seen = await detail(member, shared.id);
    expect(seen.sharedProfile).toMatchObject({
      city: 'Plzeň',
      phone: '+420 601 234 567',
      webUrl: 'https://jana.example',
      experience: [
        {
          title: 'Backend developer',
          company: 'Škoda Digital',
          description: 'Platby a účetnictví',
          to: null,
        },
      ],
      education: [],
    });
    expect(seen).toMatchObject({ city: 'Plzeň', currentRole: 'Backend developer, Škoda Digital' });
    const pipeline = (await (
      await member.request(`/api/workspace/offers/${jobs[0]._id}/applications`)
    ).json()) as PipelineEntry[];
    expect(pipeline.find((entry) => entry.id === shared.id)).toMatchObject({
      city: 'Plzeň',
      currentRole: 'Backend developer, Škoda Digital',
    });
    // A word of the shared profile finds the candidate, with or without its accents.
    expect(await search(member, 'ucetnictvi')).toEqual([shared.id]);
    expect(await search(member, 'PLZEŇ skoda')).toEqual([shared.id]);

    // The other company sees nothing shared: the candidate did not choose to.
    const { browser: other } = await ownerOf(companyId(1));
    expect((await detail(other, notShared.id)).sharedProfile).toBeNull();
    expect(await search(other, 'plzen')).toEqual([]);

    // Someone else cannot stop the sharing; a malformed id names nothing.
    const stranger = await signedInBrowser();
    await expectError(
      await stranger.browser.api('DELETE', `/api/user/applications/${shared.id}/shared-profile`),
      404,
      'application_not_found',
    );
    expect((await candidate.api('DELETE', '/api/user/applications/nope/shared-profile')).status).toBe(404);

    const stopped = await candidate.api('DELETE', `/api/user/applications/${shared.id}/shared-profile`);
    expect(stopped.status).toBe(200);
    expect(((await stopped.json()) as ApplicationSummary).profileShared).toBe(false);
    expect((await myApplication(candidate, shared.id)).profileShared).toBe(false);
    expect(await detail(member, shared.id)).toMatchObject({
      sharedProfile: null,
      city: null,
      currentRole: null,
    });
    expect(await search(member, 'ucetnictvi')).toEqual([]);
    expect((await rows(shared.id)).shared).toEqual([]);
  });
});

describe(`messages between the candidate and the company (${databaseKind})`, () => {
  it('reach the other side by mail with a link back, in each one’s language, and only there', async () => {
    const { browser: candidate, person } = await signedInBrowser();
    const application = await applied(candidate, 2);
    const { browser: member, person: memberPerson } = await ownerOf(companyId(2));
    expect(
      (await member.api('PUT', '/api/workspace/notifications', { frequency: 'instant', locale: 'en' }))
        .status,
    ).toBe(200);

    const written = await member.api('POST', `/api/workspace/applications/${application.id}/messages`, {
      body: 'Could you come on Tuesday?',
    });
    expect(written.status).toBe(201);
    expect(((await written.json()) as ThreadMessage[]).map((message) => message.body)).toEqual([
      'Could you come on Tuesday?',
    ]);
    // The candidate applied in Czech, so the mail is Czech; it links back to the application.
    const toCandidate = await latestMailTo(person.email, /zpráva/);
    expect(toCandidate?.subject).toBe(
      `Nová zpráva od firmy ${application.companyName}: ${application.jobTitle}`,
    );
    expect(toCandidate?.text).toContain('Could you come on Tuesday?');
    expect(toCandidate?.links).toContain(
      `http://localhost:3000/cs/profil/prihlasky#application-${application.id}`,
    );

    expect((await myApplication(candidate, application.id)).messages).toEqual([
      expect.objectContaining({ sender: 'company', body: 'Could you come on Tuesday?' }),
    ]);
    const reply = await candidate.api('POST', `/api/user/applications/${application.id}/messages`, {
      body: 'Yes, at ten.',
    });
    expect(reply.status).toBe(201);
    const toMember = await latestMailTo(memberPerson.email, /message/);
    expect(toMember?.subject).toMatch(/^New message: .+, /);
    expect(toMember?.text).toContain('Yes, at ten.');
    expect(toMember?.links).toContain(
      `http://localhost:3000/en/company-workspace/applications/${application.id}`,
    );
    expect(
      (await detail(member, application.id)).messages.map((message) => [message.sender, message.body]),
    ).toEqual([
      ['company', 'Could you come on Tuesday?'],
      ['candidate', 'Yes, at ten.'],
    ]);

    // A member who wants no notices hears nothing of the next message.
    expect(
      (await member.api('PUT', '/api/workspace/notifications', { frequency: 'none', locale: 'en' })).status,
    ).toBe(200);
    const before = await mailCountTo(memberPerson.email);
    await candidate.api('POST', `/api/user/applications/${application.id}/messages`, { body: 'See you.' });
    expect(await mailCountTo(memberPerson.email)).toBe(before);

    // On the daily digest, the message waits for the next morning's summary.
    expect(
      (await member.api('PUT', '/api/workspace/notifications', { frequency: 'daily', locale: 'en' })).status,
    ).toBe(200);
    await candidate.api('POST', `/api/user/applications/${application.id}/messages`, {
      body: 'One more thing.',
    });
    expect(await mailCountTo(memberPerson.email)).toBe(before);
    const { runMemberDigest } = await import('@/platform/workspace/member-digest');
    await runMemberDigest({ until: new Date(Date.now() + 1000).toISOString() });
    const digest = await latestMailTo(memberPerson.email, /^Daily summary/);
    expect(digest?.subject).toBe(
      'Daily summary: no new applications, none withdrawn, 1 message from candidates',
    );
    expect(digest?.text).toContain('message from the candidate');
  });

  it('refuse an empty or too long message naming the field in the caller’s language', async () => {
    const { browser: candidate } = await signedInBrowser();
    const application = await applied(candidate, 3);
    const url = `/api/user/applications/${application.id}/messages`;
    expect(
      await expectError(
        await candidate.api('POST', url, { body: '   ' }, { 'accept-language': 'cs' }),
        400,
        'required',
        'body',
      ),
    ).toBe('Zpráva: Povinné pole');
    const long = 'x'.repeat(2_001);
    expect(
      await expectError(await candidate.api('POST', url, { body: long }), 400, 'too_long', 'body'),
    ).toMatch(/^Message: .*2,?000/);
    const { browser: member } = await ownerOf(companyId(3));
    await expectError(
      await member.api('POST', `/api/workspace/applications/${application.id}/messages`, { body: '' }),
      400,
      'required',
      'body',
    );
    expect((await rows(application.id)).messages).toEqual([]);
  });

  it('are closed to another company’s members and to other candidates', async () => {
    const { browser: candidate } = await signedInBrowser();
    const application = await applied(candidate, 4);
    const { browser: otherCompany } = await ownerOf(companyId(5));
    const workspaceUrl = `/api/workspace/applications/${application.id}/messages`;
    await expectError(await otherCompany.request(workspaceUrl), 404, 'application_not_found');
    await expectError(
      await otherCompany.api('POST', workspaceUrl, { body: 'Hi' }),
      404,
      'application_not_found',
    );
    const { browser: stranger } = await signedInBrowser();
    const candidateUrl = `/api/user/applications/${application.id}/messages`;
    await expectError(await stranger.request(candidateUrl), 404, 'application_not_found');
    await expectError(await stranger.api('POST', candidateUrl, { body: 'Hi' }), 404, 'application_not_found');
    await expectError(await stranger.api('POST', workspaceUrl, { body: 'Hi' }), 403, 'not_a_member');
    expect((await candidate.request('/api/user/applications/not-a-uuid/messages')).status).toBe(404);
    expect((await rows(application.id)).messages).toEqual([]);
  });
});

describe(`the thread and the shared profile in the data rights (${databaseKind})`, () => {
  it('are in both sides’ exports and go with the candidate’s account', async () => {
    const { browser: candidate } = await candidateWithProfile();
    const application = await applied(candidate, 6, { shareProfile: 'true' });
    const { browser: member } = await ownerOf(companyId(6));
    await member.api('POST', `/api/workspace/applications/${application.id}/messages`, { body: 'Thanks!' });
    await candidate.api('POST', `/api/user/applications/${application.id}/messages`, {
      body: 'My pleasure.',
    });

    const exported = (await (await candidate.request('/api/user/export')).json()) as {
      applications: { id: string; sharedProfile: { city: string } | null; messages: ThreadMessage[] }[];
    };
    const mine = exported.applications.find((item) => item.id === application.id);
    expect(mine?.sharedProfile).toMatchObject({ city: 'Plzeň' });
    expect(mine?.messages.map((message) => [message.sender, message.body])).toEqual([
      ['company', 'Thanks!'],
      ['candidate', 'My pleasure.'],
    ]);
    const memberExport = (await (await member.request('/api/user/export')).json()) as {
      workspace: { messagesToCandidates: { applicationId: string; message: string }[] };
    };
    expect(memberExport.workspace.messagesToCandidates).toEqual([
      expect.objectContaining({ applicationId: application.id, message: 'Thanks!' }),
    ]);

    expect((await candidate.api('DELETE', '/api/user/account')).status).toBe(200);
    expect(await rows(application.id)).toEqual({ messages: [], shared: [] });
    await expectError(
      await member.request(`/api/workspace/applications/${application.id}/messages`),
      404,
      'application_not_found',
    );
  });
});
