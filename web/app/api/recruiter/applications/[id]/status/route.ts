import { statusChangeSchema } from '@/contracts/applications';
import { setStatusByRecruiter } from '@/platform/applications/recruiter';
import { rowId } from '@/server/http/route-params';
import { readJsonBody } from '@/server/http/validation';
import { withVisitor } from '@/server/http/with-visitor';

export const dynamic = 'force-dynamic';

/** The recruiter sets an application's status with the link's token; the candidate is e-mailed. */
export const POST = withVisitor(
  'recruiter',
  async ({ request, params }) => {
    const { token, status, message } = await readJsonBody(request, statusChangeSchema);
    return setStatusByRecruiter(params.id, token, status, message);
  },
  { params: { id: rowId } },
);
