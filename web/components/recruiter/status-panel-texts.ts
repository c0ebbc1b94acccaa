import 'server-only';
import { getTranslations } from 'next-intl/server';
import { APPLICATION_LIMITS, COMPANY_STATUSES, type CompanyStatus } from '@/contracts/applications';
import type { StatusPanelTexts } from './status-panel';

const byStatus = (text: (status: CompanyStatus) => string) =>
  Object.fromEntries(COMPANY_STATUSES.map((status) => [status, text(status)])) as Record<
    CompanyStatus,
    string
  >;

/**
 * The status panel's texts in the request's language, each status named as the page names it;
 * a page adds or replaces what is its own (the workspace's templates).
 */
export async function statusPanelTexts(
  statusName: (status: CompanyStatus) => string,
  own: Partial<StatusPanelTexts> = {},
): Promise<StatusPanelTexts> {
  const [t, tForm, tValidation] = await Promise.all([
    getTranslations('Recruiter'),
    getTranslations('Form'),
    getTranslations('Validation'),
  ]);
  const maxLength = APPLICATION_LIMITS.statusMessage;
  return {
    statuses: byStatus(statusName),
    help: t('set_status_help'),
    messageLabel: t('message_label'),
    messageHelp: t('message_help', { maxLength }),
    saved: byStatus((status) => t('status_saved', { status: statusName(status) })),
    unchanged: t('status_unchanged'),
    failed: tForm('failed'),
    tooLong: tValidation('max_length', { maxLength }),
    linkExpired: t('link_expired'),
    rejectQuestion: t('reject_question'),
    rejectConfirm: t('reject_confirm'),
    rejectCancel: t('reject_cancel'),
    ...own,
  };
}
