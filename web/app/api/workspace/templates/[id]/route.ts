import { deleteTemplate } from '@/platform/workspace/templates';
import { withMember } from '@/platform/workspace/with-member';
import { rowId } from '@/server/http/route-params';

export const dynamic = 'force-dynamic';

/** Deletes one of the company's templates. */
export const DELETE = withMember(async ({ member, params }) => deleteTemplate(member.companyId, params.id), {
  params: { id: rowId },
});
