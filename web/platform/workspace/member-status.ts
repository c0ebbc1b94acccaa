import 'server-only';
import type { Locale } from '@tribe/routes';
import type { CompanyStatus } from '@/contracts/applications';
import { STATUS_MAIL_HOLD_SECONDS, type StatusMailPreview } from '@/contracts/workspace';
import type { CompanyMember } from '@/server/db/schema';
import { candidateOf, companyContact, composeStatusMail } from '../applications/notifications';
import { changeApplicationStatus } from '../applications/status-change';
import { companyApplication, companyApplications } from './company-applications';
import { messageFor, refuseUnknownPlaceholders } from './placeholder-values';

/** When a move's e-mail may leave: until then the move can be undone. */
const heldUntil = () => new Date(Date.now() + STATUS_MAIL_HOLD_SECONDS * 1000);

/**
 * A member sets the status of one of their company's applications; the candidate's e-mail, its
 * placeholders filled, is held for a few seconds so that the move can be undone.
 */
export async function setStatusByMember(
  member: CompanyMember,
  applicationId: string,
  status: CompanyStatus,
  message: string | null,
  locale: Locale,
) {
  refuseUnknownPlaceholders(message, 'message', locale);
  const application = await companyApplication(member, applicationId);
  return changeApplicationStatus(application, status, await messageFor(application, message), {
    mailAt: heldUntil(),
  });
}

/**
 * Sets one status on several applications, each with its own e-mail (held as one move's).
 * Withdrawn ones are left as they are and counted apart; the whole request is refused if any id
 * is not the company's.
 */
export async function setStatusInBulk(
  member: CompanyMember,
  ids: string[],
  status: CompanyStatus,
  message: string | null,
  locale: Locale,
) {
  refuseUnknownPlaceholders(message, 'message', locale);
  const applications = await companyApplications(member, ids);
  const mailAt = heldUntil();
  const events: number[] = [];
  let withdrawn = 0;
  for (const application of applications) {
    if (application.status === 'withdrawn') {
      withdrawn += 1;
      continue;
    }
    const result = await changeApplicationStatus(
      application,
      status,
      await messageFor(application, message),
      {
        mailAt,
      },
    );
    if (result.eventId !== undefined) events.push(result.eventId);
  }
  return {
    changed: events.length,
    unchanged: applications.length - events.length - withdrawn,
    withdrawn,
    events,
  };
}

/**
 * Each candidate's e-mail exactly as a move would send it, in their application's language;
 * withdrawn applications get none and are left out.
 */
export async function previewStatusMails(
  member: CompanyMember,
  ids: string[],
  status: CompanyStatus,
  message: string | null,
  locale: Locale,
): Promise<StatusMailPreview[]> {
  refuseUnknownPlaceholders(message, 'message', locale);
  const applications = (await companyApplications(member, ids)).filter(
    (application) => application.status !== 'withdrawn',
  );
  const company = await companyContact(member.companyId);
  const previews = await Promise.all(
    applications.map(async (application) => {
      const [candidate, mail] = await Promise.all([
        candidateOf(application),
        composeStatusMail(application, company, status, await messageFor(application, message)),
      ]);
      return mail && candidate
        ? {
            id: application.id,
            candidate: candidate.name,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
          }
        : null;
    }),
  );
  const order = new Map(ids.map((id, index) => [id, index]));
  return previews
    .filter((preview): preview is StatusMailPreview => preview !== null)
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}
