import 'server-only';
import type { Locale } from '@tribe/routes';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { listJobOffersForCompany } from '@/content/jobs';
import { ApiError } from '@/contracts/api-error';
import type { ApplicationStatus } from '@/contracts/applications';
import type { PipelineEntry, WorkspaceApplication, WorkspaceOffer } from '@/contracts/workspace';
import { getDatabase } from '@/server/db';
import {
  applicationAssessment,
  applicationEvent,
  applicationNote,
  type CompanyMember,
  type JobApplication,
  jobApplication,
  sharedProfile,
  user,
} from '@/server/db/schema';
import { threadOf } from '../applications/application-thread';
import { answersOf, candidateOf } from '../applications/notifications';
import { sharedProfileOf } from '../applications/shared-profile';
import {
  currentRole,
  interviewGlance,
  openInterview,
  sharedAtAGlance,
  unansweredMessageAt,
} from './shared-glance';

const applicationNotFound = () =>
  new ApiError(404, 'application_not_found', 'There is no such application in your company.');

/** One of the member's company's applications; another company's is simply not found. */
export async function companyApplication(
  member: CompanyMember,
  applicationId: string,
): Promise<JobApplication> {
  const db = await getDatabase();
  const [row] = await db
    .select()
    .from(jobApplication)
    .where(and(eq(jobApplication.id, applicationId), eq(jobApplication.companyId, member.companyId)));
  if (!row) throw applicationNotFound();
  return row;
}

/** Several of the company's applications; if any id is not the company's, none is given. */
export async function companyApplications(member: CompanyMember, ids: string[]): Promise<JobApplication[]> {
  const db = await getDatabase();
  const rows = await db
    .select()
    .from(jobApplication)
    .where(and(inArray(jobApplication.id, ids), eq(jobApplication.companyId, member.companyId)));
  if (rows.length !== new Set(ids).size) throw applicationNotFound();
  return rows;
}

/**
 * The company's offers with their applicants counted by status: every live offer (none applied
 * yet counts too), then closed ones that still have applications, newest application first.
 */
export async function companyOffers(companyId: string, locale: Locale): Promise<WorkspaceOffer[]> {
  const db = await getDatabase();
  const [live, rows] = await Promise.all([
    listJobOffersForCompany(companyId, locale, 200),
    db
      .select({
        jobOfferId: jobApplication.jobOfferId,
        jobTitle: jobApplication.jobTitle,
        status: jobApplication.status,
        applicants: count(),
      })
      .from(jobApplication)
      .where(eq(jobApplication.companyId, companyId))
      .groupBy(jobApplication.jobOfferId, jobApplication.jobTitle, jobApplication.status),
  ]);
  const offers = new Map<string, WorkspaceOffer>();
  for (const job of live) {
    offers.set(job.id, { jobOfferId: job.id, title: job.title ?? '', counts: {}, total: 0 });
  }
  for (const row of rows) {
    const offer = offers.get(row.jobOfferId) ?? {
      jobOfferId: row.jobOfferId,
      title: row.jobTitle,
      counts: {},
      total: 0,
    };
    offer.counts[row.status] = (offer.counts[row.status] ?? 0) + row.applicants;
    offer.total += row.applicants;
    offers.set(row.jobOfferId, offer);
  }
  return [...offers.values()];
}

/** One of the company's offers (live, or one it has applications for); another company's is not found. */
export async function companyOffer(
  companyId: string,
  jobOfferId: string,
  locale: Locale,
): Promise<WorkspaceOffer> {
  const offer = (await companyOffers(companyId, locale)).find(
    (candidate) => candidate.jobOfferId === jobOfferId,
  );
  if (!offer) throw new ApiError(404, 'offer_not_found', 'There is no such job offer in your company.');
  return offer;
}

/** One offer's candidates, newest first; an offer of another company has none. */
export async function offerPipeline(companyId: string, jobOfferId: string): Promise<PipelineEntry[]> {
  const db = await getDatabase();
  const rows = await db
    .select({
      id: jobApplication.id,
      name: user.name,
      surname: user.surname,
      status: jobApplication.status,
      sentAt: jobApplication.createdAt,
      answerDueAt: jobApplication.answerDueAt,
      rating: applicationAssessment.rating,
      tags: applicationAssessment.tags,
      ...sharedAtAGlance,
      unansweredMessageAt,
      openInterview,
    })
    .from(jobApplication)
    .innerJoin(user, eq(user.id, jobApplication.userId))
    .leftJoin(applicationAssessment, eq(applicationAssessment.applicationId, jobApplication.id))
    .leftJoin(sharedProfile, eq(sharedProfile.applicationId, jobApplication.id))
    .where(and(eq(jobApplication.companyId, companyId), eq(jobApplication.jobOfferId, jobOfferId)))
    .orderBy(desc(jobApplication.createdAt));
  return rows.map((row) => ({
    id: row.id,
    candidate: [row.name, row.surname].filter(Boolean).join(' '),
    status: row.status as ApplicationStatus,
    sentAt: row.sentAt.toISOString(),
    answerDueAt: row.answerDueAt.toISOString(),
    rating: row.rating,
    tags: row.tags ?? [],
    city: row.city,
    currentRole: currentRole(row.latestJob),
    unansweredMessageAt: row.unansweredMessageAt?.toISOString() ?? null,
    interview: interviewGlance(row.openInterview),
  }));
}

/**
 * Everything a member sees about one candidate: answers, history, the company's notes, the
 * profile they shared and the messages with them.
 */
export async function applicationForMember(
  member: CompanyMember,
  applicationId: string,
  locale: Locale,
): Promise<WorkspaceApplication> {
  const application = await companyApplication(member, applicationId);
  const db = await getDatabase();
  const [candidate, history, notes, [assessment], shared, messages] = await Promise.all([
    candidateOf(application),
    db
      .select()
      .from(applicationEvent)
      .where(eq(applicationEvent.applicationId, application.id))
      .orderBy(asc(applicationEvent.createdAt), asc(applicationEvent.id)),
    db
      .select({
        id: applicationNote.id,
        body: applicationNote.body,
        at: applicationNote.createdAt,
        name: user.name,
        surname: user.surname,
      })
      .from(applicationNote)
      .leftJoin(user, eq(user.id, applicationNote.authorId))
      .where(eq(applicationNote.applicationId, application.id))
      .orderBy(asc(applicationNote.createdAt), asc(applicationNote.id)),
    db
      .select({ rating: applicationAssessment.rating, tags: applicationAssessment.tags })
      .from(applicationAssessment)
      .where(eq(applicationAssessment.applicationId, application.id)),
    sharedProfileOf(db, application.id),
    threadOf(db, application.id),
  ]);
  return {
    id: application.id,
    jobOfferId: application.jobOfferId,
    jobTitle: application.jobTitle,
    candidate: candidate?.name ?? '',
    email: candidate?.email ?? '',
    locale: application.locale,
    status: application.status,
    sentAt: application.createdAt.toISOString(),
    answerDueAt: application.answerDueAt.toISOString(),
    rating: assessment?.rating ?? null,
    tags: assessment?.tags ?? [],
    city: shared?.city ?? null,
    currentRole: currentRole(shared?.experience[0] ?? null),
    unansweredMessageAt: messages.at(-1)?.sender === 'candidate' ? (messages.at(-1)?.at ?? null) : null,
    answers: answersOf(application, locale),
    cvFileName: application.cvFileName,
    history: history.map((event) => ({
      status: event.status,
      message: event.message,
      at: event.createdAt.toISOString(),
    })),
    notes: notes.map((note) => ({
      id: note.id,
      author: note.name === null ? null : [note.name, note.surname].filter(Boolean).join(' '),
      body: note.body,
      at: note.at.toISOString(),
    })),
    sharedProfile: shared,
    messages,
  };
}

/** Adds a member's note to one of their company's applications. */
export async function addNote(member: CompanyMember, applicationId: string, body: string) {
  const application = await companyApplication(member, applicationId);
  const db = await getDatabase();
  const [note] = await db
    .insert(applicationNote)
    .values({ applicationId: application.id, authorId: member.userId, body })
    .returning({ id: applicationNote.id });
  return { id: note.id };
}
