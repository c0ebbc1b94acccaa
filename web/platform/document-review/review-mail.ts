import 'server-only';
import { eq } from 'drizzle-orm';
import { companyMember, user } from '@/server/db/schema';
import { platformTranslator } from '@/server/i18n/texts';
import { renderMail } from '@/server/mail/layout';
import { sendMail } from '@/server/mail/mailer';
import { companyContact } from '../applications/notifications';
import { workspaceDocumentsUrl } from '../workspace/workspace-urls';
import type { Transaction } from './review-records';

/**
 * Tells every member of the company, in the company's language, that an editor published their
 * document or sent it back with a comment; queued in the decision's transaction, once per member.
 */
export async function mailReviewDecision(
  tx: Transaction,
  decision: {
    eventId: number;
    companyId: string;
    title: (locale: 'cs' | 'en') => string;
    comment: string | null;
  },
): Promise<void> {
  const { locale } = await companyContact(decision.companyId);
  const t = platformTranslator(locale, 'DocumentReview');
  const values = { title: decision.title(locale) };
  const subject = decision.comment
    ? t('mail_sent_back_subject', values)
    : t('mail_published_subject', values);
  const paragraphs = decision.comment
    ? [t('mail_sent_back_text', values), t('mail_comment', { comment: decision.comment })]
    : [t('mail_published_text', values)];
  const members = await tx
    .select({ id: companyMember.id, email: user.email })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .where(eq(companyMember.companyId, decision.companyId));
  for (const member of members) {
    await sendMail(
      {
        to: member.email,
        subject,
        locale,
        ...renderMail({
          locale,
          preheader: subject,
          heading: subject,
          paragraphs,
          action: { label: t('mail_action'), url: workspaceDocumentsUrl(locale) },
        }),
      },
      { db: tx, dedupeKey: `document-review:${decision.eventId}:${member.id}` },
    );
  }
}
