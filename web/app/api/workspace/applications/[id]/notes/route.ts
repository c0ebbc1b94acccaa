import { noteSchema } from '@/contracts/workspace';
import { addNote } from '@/platform/workspace/company-applications';
import { requireMember } from '@/platform/workspace/members';
import { rowId } from '@/server/http/route-params';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** Adds a note only the company's members read. */
export const POST = withUser(
  'workspace',
  async ({ request, user, params }) => {
    const { body } = await readJsonBody(request, noteSchema);
    return Response.json(await addNote(await requireMember(user.id), params.id, body), { status: 201 });
  },
  { params: { id: rowId } },
);
