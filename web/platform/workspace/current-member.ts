import 'server-only';
import { headers } from 'next/headers';
import { getApplicationCompany } from '@/content/companies';
import { getCurrentUser } from '@/server/auth/current-user';
import { membershipOf } from './members';

/** The signed-in account of a workspace page, its membership (null when none) and its company. */
export async function currentWorkspace() {
  const user = await getCurrentUser(await headers());
  if (!user) return { user: null, member: null, company: null } as const;
  const member = await membershipOf(user.id);
  const company = member ? await getApplicationCompany(member.companyId) : null;
  return { user, member, company } as const;
}
