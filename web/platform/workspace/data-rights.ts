import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDatabase } from '@/server/db';
import {
  applicationAssessment,
  applicationMessage,
  applicationNote,
  companyInvitation,
  companyMember,
  interview,
  jobApplication,
} from '@/server/db/schema';
import { reviewStepsForExport } from '../document-review/data-rights';
import { noticeSettingsForExport } from './notice-settings';

/**
 * What the workspace holds about a person, for their data export: the notes companies wrote about
 * their applications (the text and when, not which member wrote it: that is the member's data),
 * the companies' ratings and tags of their applications (likewise without who set them), and,
 * for a member, their company, role and notice settings, the messages they wrote to candidates,
 * the interviews they proposed and the steps they took in the review of documents. Statuses,
 * messages and interviews are in the applications' history already.
 */
export async function workspaceForExport(userId: string) {
  const db = await getDatabase();
  const [notes, assessments, [membership], messagesWritten, interviewsProposed, reviewSteps] =
    await Promise.all([
      db
        .select({
          applicationId: applicationNote.applicationId,
          jobTitle: jobApplication.jobTitle,
          companyName: jobApplication.companyName,
          note: applicationNote.body,
          writtenAt: applicationNote.createdAt,
        })
        .from(applicationNote)
        .innerJoin(jobApplication, eq(jobApplication.id, applicationNote.applicationId))
        .where(eq(jobApplication.userId, userId))
        .orderBy(asc(applicationNote.createdAt), asc(applicationNote.id)),
      db
        .select({
          applicationId: applicationAssessment.applicationId,
          jobTitle: jobApplication.jobTitle,
          companyName: jobApplication.companyName,
          rating: applicationAssessment.rating,
          tags: applicationAssessment.tags,
          updatedAt: applicationAssessment.updatedAt,
        })
        .from(applicationAssessment)
        .innerJoin(jobApplication, eq(jobApplication.id, applicationAssessment.applicationId))
        .where(eq(jobApplication.userId, userId))
        .orderBy(asc(jobApplication.createdAt), asc(jobApplication.id)),
      db
        .select({
          companyId: companyMember.companyId,
          role: companyMember.role,
          since: companyMember.createdAt,
        })
        .from(companyMember)
        .where(eq(companyMember.userId, userId)),
      db
        .select({
          applicationId: applicationMessage.applicationId,
          jobTitle: jobApplication.jobTitle,
          companyName: jobApplication.companyName,
          message: applicationMessage.body,
          sentAt: applicationMessage.createdAt,
        })
        .from(applicationMessage)
        .innerJoin(jobApplication, eq(jobApplication.id, applicationMessage.applicationId))
        .where(and(eq(applicationMessage.authorId, userId), eq(applicationMessage.sender, 'company')))
        .orderBy(asc(applicationMessage.createdAt), asc(applicationMessage.id)),
      db
        .select({
          applicationId: interview.applicationId,
          jobTitle: jobApplication.jobTitle,
          companyName: jobApplication.companyName,
          state: interview.state,
          slots: interview.slots,
          chosenStart: interview.chosenStart,
          durationMinutes: interview.durationMinutes,
          place: interview.place,
          videoUrl: interview.videoUrl,
          note: interview.note,
          proposedAt: interview.proposedAt,
        })
        .from(interview)
        .innerJoin(jobApplication, eq(jobApplication.id, interview.applicationId))
        .where(eq(interview.proposedBy, userId))
        .orderBy(asc(interview.createdAt), asc(interview.id)),
      reviewStepsForExport(userId),
    ]);
  return {
    notesAboutMyApplications: notes,
    ratingsAndTagsOfMyApplications: assessments,
    companyMembership: membership
      ? { ...membership, noticeSettings: await noticeSettingsForExport(userId) }
      : null,
    /** Messages the person wrote to candidates for a company (the candidates' own are in their exports). */
    messagesToCandidates: messagesWritten,
    /** Interviews the person last proposed times for, for a company (the candidates' exports hold them too). */
    interviewsProposed,
    /** Drafts the person submitted for review, and reviews they decided. */
    documentReviews: reviewSteps,
  };
}

/** Invitations addressed to the account's verified addresses go with the account. */
export async function deleteInvitationsTo(emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  const db = await getDatabase();
  await db.delete(companyInvitation).where(inArray(companyInvitation.email, emails));
}
