import { listMembers } from '@/platform/workspace/members';
import { withMember } from '@/platform/workspace/with-member';

export const dynamic = 'force-dynamic';

/** The company's members. */
export const GET = withMember(async ({ member }) => listMembers(member.companyId));
