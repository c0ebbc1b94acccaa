import 'server-only';
import type { ThreadMessage } from '@/contracts/applicant-thread';
import { getDatabase } from '@/server/db';
import type { CompanyMember } from '@/server/db/schema';
import { postMessage, threadOf } from '../applications/application-thread';
import { companyApplication } from './company-applications';

/** The thread of one of the member's company's applications; another company's is not found. */
export async function companyThread(member: CompanyMember, applicationId: string): Promise<ThreadMessage[]> {
  const application = await companyApplication(member, applicationId);
  return threadOf(await getDatabase(), application.id);
}

/** Writes to the candidate for the company; the candidate is told by mail in their language. */
export async function writeToCandidate(member: CompanyMember, applicationId: string, body: string) {
  const application = await companyApplication(member, applicationId);
  return postMessage(application, 'company', member.userId, body);
}
