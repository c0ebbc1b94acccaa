import 'server-only';
import type { CompanyStatus } from '@/contracts/applications';
import type { CompanyMember } from '@/server/db/schema';
import { changeApplicationStatus } from '../applications/status-change';
import { companyApplication, companyApplications } from './company-applications';

/** A member sets the status of one of their company's applications; the candidate is e-mailed. */
export async function setStatusByMember(
  member: CompanyMember,
  applicationId: string,
  status: CompanyStatus,
  message: string | null,
) {
  return changeApplicationStatus(await companyApplication(member, applicationId), status, message);
}

/**
 * Sets one status on several applications, each with its own e-mail. Withdrawn ones are left as
 * they are and counted apart; the whole request is refused if any id is not the company's.
 */
export async function setStatusInBulk(
  member: CompanyMember,
  ids: string[],
  status: CompanyStatus,
  message: string | null,
) {
  const applications = await companyApplications(member, ids);
  let changed = 0;
  let withdrawn = 0;
  for (const application of applications) {
    if (application.status === 'withdrawn') {
      withdrawn += 1;
      continue;
    }
    if ((await changeApplicationStatus(application, status, message)).changed) changed += 1;
  }
  return { changed, unchanged: applications.length - changed - withdrawn, withdrawn };
}
