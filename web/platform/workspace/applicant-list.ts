import 'server-only';
import { and, arrayContains, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@/contracts/applications';
import { type ApplicantPage, type ApplicantQuery, WORKSPACE_LIMITS } from '@/contracts/workspace';
import type { Database } from '@/server/db';
import { applicationAssessment, jobApplication, sharedProfile, user } from '@/server/db/schema';
import {
  currentRole,
  interviewGlance,
  openInterview,
  sharedAtAGlance,
  unansweredMessageAt,
} from './shared-glance';

/** The stages in which the company still owes its first answer. */
export const AWAITING_ANSWER = ['sent', 'seen'] as const satisfies readonly ApplicationStatus[];

/** Whether the company owes an answer whose promised date has passed. */
export const isOverdue = (status: ApplicationStatus, answerDueAt: Date, now: Date) =>
  (AWAITING_ANSWER as readonly string[]).includes(status) && answerDueAt < now;

/** `text` as a LIKE pattern that matches it literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Lower case without the diacritics of Czech, Slovak and German names: a recruiter types "novakova"
 * for "Nováková". The database folds with `translate` (no extension, the same on PGlite and
 * PostgreSQL, whose `lower` may know only ASCII: upper-case letters are translated too) and the
 * search words are folded here with the same alphabets.
 */
const ACCENTED = 'áäčďéěëíĺľňóôöŕřšťúůüýž';
const PLAIN = 'aacdeeeillnooorrstuuuyz';
const fold = (text: string) =>
  [...text.toLowerCase()].map((char) => PLAIN[ACCENTED.indexOf(char)] ?? char).join('');
const folded = (value: SQL) =>
  sql`lower(translate(${value}, ${ACCENTED + ACCENTED.toUpperCase()}, ${PLAIN + PLAIN}))`;

/** Everything a member may search an applicant by: name, e-mail, the form's answers and the shared profile. */
const searchable = sql`concat_ws(' ', ${user.name}, ${user.surname}, ${user.email}, ${jobApplication.whatBringsYouHere}, ${jobApplication.lastTimeYouLearned}, ${jobApplication.somethingElse}, ${jobApplication.somethingWrong}, ${sharedProfile.searchText})`;

function conditions(companyId: string, query: ApplicantQuery, now: Date): SQL[] {
  const where: SQL[] = [eq(jobApplication.companyId, companyId)];
  // Every word must occur somewhere, accents or not, so "jana novakova" finds her by name and surname.
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean)) {
    where.push(sql`${folded(searchable)} like ${containing(fold(word))}`);
  }
  if (query.offer) where.push(eq(jobApplication.jobOfferId, query.offer));
  if (query.stage) where.push(eq(jobApplication.status, query.stage));
  if (query.tag) where.push(arrayContains(applicationAssessment.tags, [query.tag]));
  if (query.rating) where.push(gte(applicationAssessment.rating, query.rating));
  if (query.overdue) {
    where.push(inArray(jobApplication.status, AWAITING_ANSWER), lt(jobApplication.answerDueAt, now));
  }
  return where;
}

/** Each order ends on the id, so a page holds the same rows however often it is asked for. */
function order(sort: ApplicantQuery['sort']) {
  switch (sort) {
    case 'due':
      return [asc(jobApplication.answerDueAt), asc(jobApplication.id)];
    case 'rating':
      return [
        sql`${applicationAssessment.rating} desc nulls last`,
        desc(jobApplication.createdAt),
        desc(jobApplication.id),
      ];
    default:
      return [desc(jobApplication.createdAt), desc(jobApplication.id)];
  }
}

/**
 * One page of all the company's applicants, across its offers, found by `query`. Only the
 * company's own applications are ever read: `companyId` is the member's.
 */
export async function listApplicants(
  db: Database,
  companyId: string,
  query: ApplicantQuery,
  now = new Date(),
): Promise<ApplicantPage> {
  const pageSize = WORKSPACE_LIMITS.applicantsPage;
  const page = query.page ?? 1;
  const where = and(...conditions(companyId, query, now));
  const rows = await db
    .select({
      id: jobApplication.id,
      name: user.name,
      surname: user.surname,
      email: user.email,
      jobOfferId: jobApplication.jobOfferId,
      jobTitle: jobApplication.jobTitle,
      status: jobApplication.status,
      sentAt: jobApplication.createdAt,
      answerDueAt: jobApplication.answerDueAt,
      rating: applicationAssessment.rating,
      tags: applicationAssessment.tags,
      ...sharedAtAGlance,
      unansweredMessageAt,
      openInterview,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(jobApplication)
    .innerJoin(user, eq(user.id, jobApplication.userId))
    .leftJoin(applicationAssessment, eq(applicationAssessment.applicationId, jobApplication.id))
    .leftJoin(sharedProfile, eq(sharedProfile.applicationId, jobApplication.id))
    .where(where)
    .orderBy(...order(query.sort))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total =
    rows[0]?.total ??
    (page > 1
      ? (
          await db
            .select({ total: sql<number>`count(*)`.mapWith(Number) })
            .from(jobApplication)
            .innerJoin(user, eq(user.id, jobApplication.userId))
            .leftJoin(applicationAssessment, eq(applicationAssessment.applicationId, jobApplication.id))
            .leftJoin(sharedProfile, eq(sharedProfile.applicationId, jobApplication.id))
            .where(where)
        )[0].total
      : 0);
  return {
    items: rows.map((row) => ({
      id: row.id,
      candidate: [row.name, row.surname].filter(Boolean).join(' '),
      email: row.email,
      jobOfferId: row.jobOfferId,
      jobTitle: row.jobTitle,
      status: row.status,
      sentAt: row.sentAt.toISOString(),
      answerDueAt: row.answerDueAt.toISOString(),
      overdue: isOverdue(row.status, row.answerDueAt, now),
      rating: row.rating,
      tags: row.tags ?? [],
      city: row.city,
      currentRole: currentRole(row.latestJob),
      unansweredMessageAt: row.unansweredMessageAt?.toISOString() ?? null,
      interview: interviewGlance(row.openInterview),
    })),
    total,
    page,
    pageSize,
  };
}
