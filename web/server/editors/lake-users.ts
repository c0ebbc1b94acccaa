import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { getDatabase } from '../db';
import { companyMember, editorRole, trustedCompany, user } from '../db/schema';
import { type EditorProfile, editorRoleOf, holdsRole, studioNameOf } from './editor-roles';

/** A member of a company as the Studio shows them: they edit drafts of that company's documents. */
export interface MemberProfile extends Omit<EditorProfile, 'role'> {
  role: 'member';
  companyId: string;
  /** An editor trusts the company: its members publish its job offers themselves. */
  trustedCompany: boolean;
}

/** Whoever may use the Studio: an editor (or administrator) or a member of a company. */
export type LakeUserProfile = EditorProfile | MemberProfile;

/** A user with their editor role and their company, each null when they have none (left joins). */
export const lakeUserColumns = {
  id: user.id,
  name: user.name,
  surname: user.surname,
  email: user.email,
  image: user.image,
  editorRole: editorRole.role,
  companyId: companyMember.companyId,
  trustedCompanyId: trustedCompany.companyId,
};

/** Joins a user's membership of a company, if any (`holdsRole` joins their editor role). */
export const membershipJoin = eq(companyMember.userId, user.id);

/** Joins the trust of the member's company, if an editor gave it. */
export const trustJoin = eq(trustedCompany.companyId, companyMember.companyId);

/** The editor's role wins: an editor who also works for a company edits as an editor. */
export function toLakeUser({
  editorRole: role,
  companyId,
  trustedCompanyId,
  ...row
}: {
  id: string;
  name: string;
  surname: string;
  email: string;
  image: string | null;
  editorRole: EditorProfile['role'] | null;
  companyId: string | null;
  trustedCompanyId: string | null;
}): LakeUserProfile | null {
  const profile = { id: row.id, name: studioNameOf(row), email: row.email, image: row.image };
  if (role) return { ...profile, role };
  return companyId
    ? { ...profile, role: 'member', companyId, trustedCompany: trustedCompanyId !== null }
    : null;
}

/** The editors and members among these user ids (the names in a document's history). */
export async function lakeUsersByIds(ids: string[]): Promise<LakeUserProfile[]> {
  if (ids.length === 0) return [];
  const db = await getDatabase();
  const rows = await db
    .select(lakeUserColumns)
    .from(user)
    .leftJoin(editorRole, holdsRole)
    .leftJoin(companyMember, membershipJoin)
    .leftJoin(trustedCompany, trustJoin)
    .where(inArray(user.id, ids));
  return rows.map(toLakeUser).filter((found) => found !== null);
}

/** Whether this user may open the Studio: an editor, or a member of a company. */
export async function mayOpenStudio(userId: string): Promise<boolean> {
  // The editor's role is asked first: it also grants the roles of EDITOR_EMAILS.
  if (await editorRoleOf(userId)) return true;
  const [found] = await lakeUsersByIds([userId]);
  return found !== undefined;
}
