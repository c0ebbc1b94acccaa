import { noteSchema } from '@/contracts/workspace';
import { readJsonBody } from '@/platform/http/validation';
import { addNote } from '@/platform/workspace/company-applications';
import { withMember } from '@/platform/workspace/with-member';

export const dynamic = 'force-dynamic';

/** Adds a note only the company's members read. */
export const POST = withMember<{ id: string }>(async ({ request, member, params }) => {
  const { body } = await readJsonBody(request, noteSchema);
  return Response.json(await addNote(member, params.id, body), { status: 201 });
});
