import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '@/contracts/applications';
import type { Interview } from '@/contracts/interviews';
import type { ApplicantPage } from '@/contracts/workspace';
import { siteZoneInstant, siteZoneLocal } from '@/i18n/time-zone';
import { answers, apply, expectError } from '../applications/support/apply';
import { liveJobs } from '../applications/support/demo-jobs';
import { type Browser, signedInBrowser } from '../platform/support/browser';
import { deliverQueuedMail, latestMailTo } from '../platform/support/outbox';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { ownerOf } from '../workspace/support/members';

isolatePlatform({ rateLimitScale: 50 });

/** One live offer of each company. */
const jobs = liveJobs.filter(
  (job, index) => liveJobs.findIndex((other) => other.company?._ref === job.company?._ref) === index,
);
const companyId = (index: number) => jobs[index].company?._ref as string;

const DAY = 24 * 60 * 60 * 1000;
/** A wall-clock time in Prague `days` from now, at `hour`:00. */
const pragueTime = (days: number, hour: number) =>
  `${siteZoneLocal(new Date(Date.now() + days * DAY)).slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;

const proposal = (slots: string[], extra: Record<string, unknown> = {}) => ({
  slots,
  durationMinutes: 60,
  place: 'Praha, Karlovo náměstí 1',
  videoUrl: 'https://meet.example.com/pohovor',
  note: 'Vezměte si s sebou portfolio.',
  ...extra,
});

async function applied(candidate: Browser, jobIndex: number, locale: 'cs' | 'en' = 'cs') {
  const response = await apply(candidate, { jobOfferID: jobs[jobIndex]._id, locale, ...answers });
  expect(response.status).toBe(201);
  return (await response.json()) as ApplicationSummary;
}

const interviewPath = (id: string) => `/api/workspace/applications/${id}/interview`;

/** The application's row in the company's list of all applicants, as a member reads it. */
async function applicantRow(member: Browser, applicationId: string, email: string) {
  const found = await member.request(`/api/workspace/applicants?q=${encodeURIComponent(email)}`);
  const page = (await found.json()) as ApplicantPage;
  return page.items.find((row) => row.id === applicationId);
}
const pickPath = (id: string) => `/api/user/applications/${id}/interview`;

async function storedInterview(applicationId: string) {
  const { getDatabase } = await import('@/server/db');
  const { interview } = await import('@/server/db/schema');
  const db = await getDatabase();
  return db.select().from(interview).where(eq(interview.applicationId, applicationId));
}

async function queuedReminders(interviewId: string) {
  const { getDatabase } = await import('@/server/db');
  const { queuedJob } = await import('@/server/db/schema');
  const db = await getDatabase();
  const rows = await db.select().from(queuedJob).where(eq(queuedJob.kind, 'interview-reminder'));
  return rows.filter((row) => (row.payload as { interviewId: string }).interviewId === interviewId);
}

/** Makes the queued reminders of an interview due now and runs the queue. */
async function runRemindersNow(interviewId: string) {
  const { getDatabase } = await import('@/server/db');
  const { queuedJob } = await import('@/server/db/schema');
  const db = await getDatabase();
  for (const job of await queuedReminders(interviewId)) {
    await db
      .update(queuedJob)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(queuedJob.id, job.id));
  }
  await deliverQueuedMail();
}

/** The calendar's content lines, unfolded (RFC 5545 3.1). */
const icsLines = (calendar: string) => calendar.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
const icsValue = (calendar: string, name: string) =>
  icsLines(calendar)
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');

describe(`interview scheduling (${databaseKind})`, () => {
  it('is proposed by a member, picked by the candidate, invites both, moves and cancels with the same UID', async () => {
    const { browser: candidate, person } = await signedInBrowser();
    const application = await applied(candidate, 0, 'cs');
    const { browser: member, person: owner } = await ownerOf(companyId(0));

    expect(await (await member.request(interviewPath(application.id))).json()).toBeNull();
    const first = pragueTime(6, 10);
    const second = pragueTime(7, 14);
    const proposed = await member.api('POST', interviewPath(application.id), proposal([second, first]));
    expect(proposed.status).toBe(201);
    const interview = (await proposed.json()) as Interview;
    expect(interview).toMatchObject({
      state: 'proposed',
      slots: [siteZoneInstant(first).toISOString(), siteZoneInstant(second).toISOString()],
      durationMinutes: 60,
      chosenStart: null,
    });
    expect((await applicantRow(member, application.id, person.email))?.interview).toEqual({
      state: 'proposed',
      at: null,
    });
    // One open interview per application: more times go through PUT, as the member is told in their language.
    expect(
      await expectError(
        await member.api('POST', interviewPath(application.id), proposal([first]), {
          'accept-language': 'cs',
        }),
        409,
        'interview_open',
      ),
    ).toBe('K\u00a0této přihlášce už pohovor je: navrhněte jiné termíny, nebo ho nejdřív zrušte.');

    // The candidate is mailed the times in the application's language, Czech dates as Czech write them.
    const invitation = await latestMailTo(person.email, /^Pozvánka na pohovor: /);
    expect(invitation?.text).toMatch(
      /(pondělí|úterý|středa|čtvrtek|pátek|sobota|neděle) \d{1,2}\. \p{L}+ \d{4} v 10:00/u,
    );
    expect(
      invitation?.links.some((url) => url.endsWith(`/cs/profil/prihlasky#application-${application.id}`)),
    ).toBe(true);
    expect(invitation?.calendar).toBe('');

    const mine = (await (await candidate.request('/api/user/applications')).json()) as ApplicationSummary[];
    expect(mine.find((item) => item.id === application.id)?.interviews).toEqual([interview]);

    // The pick must be one of the proposed times.
    await expectError(
      await candidate.api('POST', pickPath(application.id), {
        start: siteZoneInstant(pragueTime(6, 11)).toISOString(),
      }),
      400,
      'time_not_proposed',
      'start',
    );
    const picked = await candidate.api(
      'POST',
      pickPath(application.id),
      { start: interview.slots[1] },
      { 'accept-language': 'cs' },
    );
    expect(picked.status).toBe(200);
    expect(await picked.json()).toMatchObject({ state: 'confirmed', chosenStart: interview.slots[1] });
    expect((await applicantRow(member, application.id, person.email))?.interview).toEqual({
      state: 'confirmed',
      at: interview.slots[1],
    });
    expect(
      await expectError(
        await candidate.api('POST', pickPath(application.id), { start: interview.slots[0] }),
        409,
        'interview_confirmed',
      ),
    ).toBe('A time of this interview is confirmed already.');

    // Both sides get the invitation with the .ics: the same event, the company organizing, the candidate attending.
    const [row] = await storedInterview(application.id);
    const candidateMail = await latestMailTo(person.email, /^Pohovor potvrzen: /);
    const memberMail = await latestMailTo(owner.email, /^Interview confirmed: |^Pohovor potvrzen: /);
    for (const mail of [candidateMail, memberMail]) {
      expect(mail?.attachments).toEqual(['interview.ics']);
      const calendar = String(mail?.calendar);
      expect(icsValue(calendar, 'METHOD')).toBe('REQUEST');
      expect(icsValue(calendar, 'UID')).toBe(row.uid);
      expect(icsValue(calendar, 'SEQUENCE')).toBe('0');
      const start = siteZoneInstant(second)
        .toISOString()
        .replace(/[-:]|\.\d{3}/g, '');
      expect(icsValue(calendar, 'DTSTART')).toBe(start);
      expect(icsValue(calendar, 'LOCATION')).toBe('Praha\\, Karlovo náměstí 1');
      expect(icsValue(calendar, 'URL')).toBe('https://meet.example.com/pohovor');
      expect(icsLines(calendar).find((line) => line.startsWith('ORGANIZER'))).toContain(
        application.companyName,
      );
      expect(icsLines(calendar).find((line) => line.startsWith('ATTENDEE'))).toMatch(
        new RegExp(`mailto:${person.email}$`, 'i'),
      );
    }
    expect(candidateMail?.text).toContain('v 14:00');
    expect(await queuedReminders(interview.id)).toHaveLength(1);

    // Other times: the same UID, the sequence up; the old reminder no longer fires.
    const third = pragueTime(8, 9);
    const moved = await member.api('PUT', interviewPath(application.id), proposal([third], { place: null }));
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      id: interview.id,
      state: 'proposed',
      chosenStart: null,
      place: null,
    });
    // The time agreed is off at once: both calendars get its cancellation, the same event.
    const released = await latestMailTo(person.email, /^Nové termíny pohovoru: /);
    const memberReleased = await latestMailTo(owner.email, /^New interview times: |^Nové termíny pohovoru: /);
    for (const mail of [released, memberReleased]) {
      expect(icsValue(String(mail?.calendar), 'METHOD')).toBe('CANCEL');
      expect(icsValue(String(mail?.calendar), 'UID')).toBe(row.uid);
      expect(icsValue(String(mail?.calendar), 'SEQUENCE')).toBe('1');
    }
    expect(released?.text).toContain('Dosavadní termín je zrušený');
    const repicked = await candidate.api('POST', pickPath(application.id), {
      start: siteZoneInstant(third).toISOString(),
    });
    expect(repicked.status).toBe(200);
    const [afterMove] = await storedInterview(application.id);
    expect(afterMove).toMatchObject({ uid: row.uid, sequence: 1, state: 'confirmed' });
    const update = await latestMailTo(person.email, /^Pohovor potvrzen: .*9:00/);
    expect(icsValue(String(update?.calendar), 'UID')).toBe(row.uid);
    expect(icsValue(String(update?.calendar), 'SEQUENCE')).toBe('1');

    // The reminder the day before goes to both, once, for the time that stands.
    await runRemindersNow(interview.id);
    const reminders = async (address: string) =>
      (await import('@/server/mail/outbox'))
        .listOutbox(Number.MAX_SAFE_INTEGER)
        .then((entries) =>
          entries.filter(
            (entry) =>
              entry.to.includes(address) &&
              /pohovor|interview/i.test(entry.subject) &&
              /Zítra|tomorrow/.test(entry.subject),
          ),
        );
    expect(await reminders(person.email)).toHaveLength(1);
    expect(await reminders(owner.email)).toHaveLength(1);
    expect((await latestMailTo(person.email, /^Zítra máte pohovor: /))?.text).toContain('9:00');

    // Cancelling: METHOD:CANCEL with the same UID and a higher sequence, to both.
    const cancelled = await member.api('DELETE', interviewPath(application.id));
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ state: 'cancelled' });
    const cancellation = await latestMailTo(person.email, /^Pohovor zrušen: /);
    expect(icsValue(String(cancellation?.calendar), 'METHOD')).toBe('CANCEL');
    expect(icsValue(String(cancellation?.calendar), 'UID')).toBe(row.uid);
    expect(icsValue(String(cancellation?.calendar), 'SEQUENCE')).toBe('2');
    const memberCancellation = await latestMailTo(owner.email, /cancelled|zrušen/);
    expect(icsValue(String(memberCancellation?.calendar), 'METHOD')).toBe('CANCEL');
    await expectError(await member.api('DELETE', interviewPath(application.id)), 404, 'interview_not_found');
    await expectError(
      await candidate.api('POST', pickPath(application.id), { start: siteZoneInstant(third).toISOString() }),
      404,
      'interview_not_found',
    );
    // A cancelled interview leaves room for a new one, with a UID of its own.
    expect((await member.api('POST', interviewPath(application.id), proposal([first]))).status).toBe(201);
    const rows = await storedInterview(application.id);
    expect(new Set(rows.map((stored) => stored.uid)).size).toBe(2);
  });

  it('refuses bad proposals naming the field, in the caller language', async () => {
    const { browser: candidate } = await signedInBrowser();
    const application = await applied(candidate, 1);
    const { browser: member } = await ownerOf(companyId(1));
    const post = (body: unknown, language = 'en') =>
      member.api('POST', interviewPath(application.id), body, { 'accept-language': language });
    const future = [1, 2, 3, 4, 5, 6].map((days) => pragueTime(days, 10));

    const past = await expectError(
      await post(proposal([pragueTime(-1, 10)]), 'cs'),
      400,
      'time_in_past',
      'slots',
    );
    expect(past).toContain('Zadejte čas, který teprve přijde.');
    const tooMany = await expectError(await post(proposal(future)), 400, 'too_many_slots', 'slots');
    expect(tooMany).toContain('at most 5');
    await expectError(await post(proposal([])), 400, 'invalid', 'slots');
    await expectError(await post(proposal([future[0], future[0]])), 400, 'duplicate_time', 'slots');
    await expectError(await post(proposal(['8. 12. 2026 10:00'])), 400, 'invalid_slot_time', 'slots');
    const link = await expectError(
      await post(proposal([future[0]], { videoUrl: 'http://meet.example.com/x' }), 'cs'),
      400,
      'invalid_video_url',
      'videoUrl',
    );
    expect(link).toContain('https://');
    await expectError(
      await post(proposal([future[0]], { place: ' ', videoUrl: null })),
      400,
      'place_or_link_required',
      'place',
    );
    await expectError(
      await post(proposal([future[0]], { durationMinutes: 5 })),
      400,
      'invalid',
      'durationMinutes',
    );
    await expectError(await post({ ...proposal([future[0]]), extra: 1 }), 400, 'unknown_field', 'extra');
    expect(await storedInterview(application.id)).toEqual([]);
  });

  it('keeps every interview to its company and its candidate', async () => {
    const { browser: candidate } = await signedInBrowser();
    const application = await applied(candidate, 2);
    const { browser: member } = await ownerOf(companyId(2));
    const { browser: otherMember } = await ownerOf(companyId(3));
    const { browser: stranger } = await signedInBrowser();
    const { browser: otherCandidate } = await signedInBrowser();
    const otherApplication = await applied(otherCandidate, 2);
    const body = proposal([pragueTime(5, 10)]);
    const created = (await (
      await member.api('POST', interviewPath(application.id), body)
    ).json()) as Interview;

    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const sent = method === 'POST' || method === 'PUT' ? body : undefined;
      expect((await otherMember.api(method, interviewPath(application.id), sent)).status).toBe(404);
      expect((await stranger.api(method, interviewPath(application.id), sent)).status).toBe(403);
      expect((await member.api(method, interviewPath('not-an-id'), sent)).status).toBe(404);
    }
    // Another candidate of the company, a stranger and a malformed id cannot pick.
    const pick = { start: created.slots[0] };
    await expectError(
      await otherCandidate.api('POST', pickPath(application.id), pick),
      404,
      'application_not_found',
    );
    await expectError(
      await stranger.api('POST', pickPath(application.id), pick),
      404,
      'application_not_found',
    );
    await expectError(
      await otherCandidate.api('POST', pickPath(otherApplication.id), pick),
      404,
      'interview_not_found',
    );
    expect((await candidate.api('POST', pickPath('nope'), pick)).status).toBe(404);
    expect((await storedInterview(application.id))[0]).toMatchObject({ state: 'proposed', sequence: 0 });
  });

  it('is in both exports and goes with the candidate', async () => {
    const { browser: candidate } = await signedInBrowser();
    const application = await applied(candidate, 3);
    const { browser: member } = await ownerOf(companyId(3));
    const created = (await (
      await member.api('POST', interviewPath(application.id), proposal([pragueTime(4, 10)]))
    ).json()) as Interview;
    expect((await candidate.api('POST', pickPath(application.id), { start: created.slots[0] })).status).toBe(
      200,
    );

    const exported = (await (await candidate.request('/api/user/export')).json()) as {
      applications: { id: string; interviews: Interview[] }[];
    };
    expect(exported.applications.find((item) => item.id === application.id)?.interviews).toMatchObject([
      {
        id: created.id,
        state: 'confirmed',
        chosenStart: created.slots[0],
        place: 'Praha, Karlovo náměstí 1',
      },
    ]);
    const memberExport = (await (await member.request('/api/user/export')).json()) as {
      workspace: { interviewsProposed: { applicationId: string; state: string }[] };
    };
    expect(memberExport.workspace.interviewsProposed).toMatchObject([
      { applicationId: application.id, state: 'confirmed' },
    ]);

    expect((await candidate.api('DELETE', '/api/user/account')).status).toBe(200);
    expect(await storedInterview(application.id)).toEqual([]);
    // The reminder of a deleted interview sends nothing.
    await runRemindersNow(created.id);
  });
});
