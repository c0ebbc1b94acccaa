import { memberCv } from '@/platform/workspace/member-cv';
import { withMember } from '@/platform/workspace/with-member';
import { rowId } from '@/server/http/route-params';

export const dynamic = 'force-dynamic';

/** The candidate's CV, shown in the page (`?download=1` saves it instead). */
export const GET = withMember(
  async ({ request, member, params }) =>
    memberCv(member, params.id, new URL(request.url).searchParams.get('download') === '1'),
  { params: { id: rowId } },
);
