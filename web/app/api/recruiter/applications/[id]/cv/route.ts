import { recruiterCv } from '@/platform/applications/recruiter';
import { rowId } from '@/server/http/route-params';
import { withVisitor } from '@/server/http/with-visitor';

export const dynamic = 'force-dynamic';

/** The application's CV for the recruiter holding its link (`?token=`). */
export const GET = withVisitor(
  'recruiter',
  async ({ request, params }) => recruiterCv(params.id, new URL(request.url).searchParams.get('token') ?? ''),
  { params: { id: rowId } },
);
