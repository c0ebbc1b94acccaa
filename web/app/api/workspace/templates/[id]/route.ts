import { rowId } from '@/platform/http/route-params';
import { deleteTemplate } from '@/platform/workspace/templates';
import { withMember } from '@/platform/workspace/with-member';

export const dynamic = 'force-dynamic';

/** Deletes one of the company's templates. */
export const DELETE = withMember(async ({ member, params }) => deleteTemplate(member.companyId, params.id), {
  params: { id: rowId },
});
