import 'server-only';
import { localizedPath } from '@tribe/routes';
import { companyProfileGaps } from '@tribe/schemas/company-profile-gaps';
import { and, eq } from 'drizzle-orm';
import { markCompanyDeclined, publishPendingCompany, readPendingCompany } from '@/content/company-drafts';
import { ApiError } from '@/contracts/api-error';
import { getDatabase } from '@/server/db';
import { type CompanySignup, companyMember, companySignup, memberNoticeSettings } from '@/server/db/schema';
import { platformEnv } from '@/server/env';
import { platformTranslator } from '@/server/i18n/texts';
import { renderMail } from '@/server/mail/layout';
import { sendMail } from '@/server/mail/mailer';
import { toSignupView } from './signup';

export type SignupDecision = { decision: 'approve' } | { decision: 'decline'; reason: string };

/** The pending sign-up of a company document, or 404/409 for the editor. */
async function pendingSignupOf(companyId: string): Promise<CompanySignup> {
  const db = await getDatabase();
  const [row] = await db.select().from(companySignup).where(eq(companySignup.companyId, companyId));
  if (!row) throw new ApiError(404, 'signup_not_found', 'This company did not sign itself up.');
  if (row.state !== 'pending') {
    throw new ApiError(
      409,
      'not_pending',
      `This sign-up is ${row.state} already, not waiting for a decision.`,
    );
  }
  return row;
}

/** Approving publishes the company: its draft must have what every published profile has. */
async function refuseIncompleteProfile(companyId: string) {
  const gaps = companyProfileGaps(await readPendingCompany(companyId));
  if (gaps.length) {
    throw new ApiError(
      409,
      'profile_incomplete',
      `Fill in the company's ${gaps.join(', ')} before approving it: approving publishes its profile.`,
    );
  }
}

/**
 * An editor approves or declines a signed-up company (the caller has checked they are one).
 * Approving publishes the company document and makes its pending owner the owner; declining keeps
 * the reason. The person hears either way in the language they signed up in, the company's.
 */
export async function decideSignup(companyId: string, choice: SignupDecision, editorEmail: string) {
  const row = await pendingSignupOf(companyId);
  if (choice.decision === 'approve') await refuseIncompleteProfile(companyId);
  const t = platformTranslator(row.locale, 'CompanySignup');
  const values = { company: row.companyName };
  const workspaceUrl = `${platformEnv().siteUrl}${localizedPath('/company-workspace', row.locale)}`;
  const db = await getDatabase();
  const decided = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(companySignup)
      .set({
        state: choice.decision === 'approve' ? 'approved' : 'declined',
        declineReason: choice.decision === 'decline' ? choice.reason : null,
        decidedAt: new Date(),
        decidedBy: editorEmail,
      })
      .where(and(eq(companySignup.id, row.id), eq(companySignup.state, 'pending')))
      .returning();
    if (!updated) throw new ApiError(409, 'not_pending', 'Another editor decided this sign-up a moment ago.');
    if (choice.decision === 'approve') {
      const [elsewhere] = await tx.select().from(companyMember).where(eq(companyMember.userId, row.userId));
      if (elsewhere) {
        throw new ApiError(
          409,
          'member_elsewhere',
          "The person already belongs to another company's workspace.",
        );
      }
      const [member] = await tx
        .insert(companyMember)
        .values({ companyId: row.companyId, userId: row.userId, role: 'owner' })
        .returning({ id: companyMember.id });
      await tx
        .insert(memberNoticeSettings)
        .values({ memberId: member.id, frequency: 'instant', locale: row.locale });
    }
    const subject = t(
      choice.decision === 'approve' ? 'mail_approved_subject' : 'mail_declined_subject',
      values,
    );
    await sendMail(
      {
        to: row.email,
        subject,
        locale: row.locale,
        ...renderMail({
          locale: row.locale,
          preheader: subject,
          heading: subject,
          paragraphs:
            choice.decision === 'approve'
              ? [t('mail_approved_text', values)]
              : [t('mail_declined_text', values), t('mail_declined_reason', { reason: choice.reason })],
          ...(choice.decision === 'approve' && {
            action: { label: t('mail_approved_action'), url: workspaceUrl },
          }),
        }),
      },
      { db: tx },
    );
    // The content is written last, so a failure leaves the sign-up pending and nothing mailed.
    if (choice.decision === 'approve') await publishPendingCompany(row.companyId);
    else await markCompanyDeclined(row.companyId, choice.reason);
    return updated;
  });
  return toSignupView(decided);
}
