import { experienceEntrySchema } from '@/contracts/profile';
import { experienceEntries } from '@/platform/profile/entries';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** My experience entries, current ones first. */
export const GET = withUser('profile', async ({ user }) => experienceEntries.list(user.id));

/** Adds an experience entry; answers it with 201. */
export const POST = withUser('profile', async ({ request, user }) => {
  const entry = await experienceEntries.create(user.id, await readJsonBody(request, experienceEntrySchema));
  return Response.json(entry, { status: 201 });
});
