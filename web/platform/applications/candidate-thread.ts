import 'server-only';
import type { ThreadMessage } from '@/contracts/applicant-thread';
import { getDatabase } from '@/server/db';
import { postMessage, threadOf } from './application-thread';
import { ownApplication } from './my-applications';

/** The thread of one of my applications; anyone else's is not found. */
export async function myThread(userId: string, applicationId: string): Promise<ThreadMessage[]> {
  const application = await ownApplication(userId, applicationId);
  return threadOf(await getDatabase(), application.id);
}

/** Writes to the company about one of my applications; its members are told by mail. */
export async function writeToCompany(userId: string, applicationId: string, body: string) {
  const application = await ownApplication(userId, applicationId);
  return postMessage(application, 'candidate', userId, body);
}
