import { educationEntrySchema } from '@/contracts/profile';
import { educationEntries } from '@/platform/profile/entries';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** My education entries, current ones first. */
export const GET = withUser('profile', async ({ user }) => educationEntries.list(user.id));

/** Adds an education entry; answers it with 201. */
export const POST = withUser('profile', async ({ request, user }) => {
  const entry = await educationEntries.create(user.id, await readJsonBody(request, educationEntrySchema));
  return Response.json(entry, { status: 201 });
});
