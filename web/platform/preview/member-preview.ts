import 'server-only';
import { belongsTo, documentVersions } from '@/content/company-documents';
import { contentId } from '@/contracts/follows';
import { getCurrentUser } from '@/server/auth/current-user';
import { membershipOf } from '../workspace/members';

/** Whether an id from a request has a content id's shape. */
export const isContentId = (id: string) => contentId.safeParse(id).success;

/**
 * Whether the request's signed-in account is a member of the company every one of these documents
 * belongs to (both versions of each: the company's profile, or a job offer referencing it). An id
 * not shaped like a content id is nobody's, before any lookup. Read afresh on every request, so an
 * ended membership ends the preview at once. A missing id answers
 * as another company's document does, so nobody learns from the answer whether it exists.
 */
export async function membersOwnDocuments(headers: Headers, ids: string[]): Promise<boolean> {
  if (ids.length === 0 || !ids.every(isContentId)) return false;
  const user = await getCurrentUser(headers);
  const member = user && (await membershipOf(user.id));
  if (!member) return false;
  const versions = await Promise.all(ids.map(documentVersions));
  return versions.every((found) => found !== null && belongsTo(found, member.companyId));
}
