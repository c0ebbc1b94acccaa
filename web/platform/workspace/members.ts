import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { ApiError } from '@/contracts/api-error';
import type { MemberRole, WorkspaceMember } from '@/contracts/workspace';
import { getDatabase } from '@/server/db';
import { type CompanyMember, companyMember, user } from '@/server/db/schema';

export const notAMember = () =>
  new ApiError(403, 'not_a_member', "You are not a member of a company's workspace.");

/** The company this account works for, or null. */
export async function membershipOf(userId: string): Promise<CompanyMember | null> {
  const db = await getDatabase();
  const [row] = await db.select().from(companyMember).where(eq(companyMember.userId, userId));
  return row ?? null;
}

/**
 * The caller's membership, read afresh on every request, so a member removed mid-session is
 * refused at once (403); `role` 'owner' refuses recruiters too.
 */
export async function requireMember(userId: string, role?: MemberRole): Promise<CompanyMember> {
  const member = await membershipOf(userId);
  if (!member) throw notAMember();
  if (role === 'owner' && member.role !== 'owner') {
    throw new ApiError(403, 'owners_only', "Only the company's owners can do this.");
  }
  return member;
}

export async function listMembers(companyId: string): Promise<WorkspaceMember[]> {
  const db = await getDatabase();
  const rows = await db
    .select({
      id: companyMember.id,
      name: user.name,
      surname: user.surname,
      email: user.email,
      role: companyMember.role,
      since: companyMember.createdAt,
    })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .where(eq(companyMember.companyId, companyId))
    .orderBy(asc(companyMember.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: [row.name, row.surname].filter(Boolean).join(' '),
    email: row.email,
    role: row.role,
    since: row.since.toISOString(),
  }));
}

/**
 * An owner removes a member of their own company (another company's member is not found). The
 * last owner stays, so a company is never left without someone to invite others.
 */
export async function removeMember(owner: CompanyMember, memberId: string): Promise<{ removed: true }> {
  const db = await getDatabase();
  return db.transaction(async (tx) => {
    const members = await tx
      .select()
      .from(companyMember)
      .where(eq(companyMember.companyId, owner.companyId))
      .for('update');
    const target = members.find((member) => member.id === memberId);
    if (!target) throw new ApiError(404, 'member_not_found', 'There is no such member in your company.');
    const owners = members.filter((member) => member.role === 'owner');
    if (target.role === 'owner' && owners.length === 1) {
      throw new ApiError(
        409,
        'last_owner',
        'The company needs at least one owner; invite another owner first.',
      );
    }
    await tx
      .delete(companyMember)
      .where(and(eq(companyMember.id, memberId), eq(companyMember.companyId, owner.companyId)));
    return { removed: true as const };
  });
}
