import { educationEntrySchema } from '@/contracts/profile';
import { readJsonBody } from '@/platform/http/validation';
import { withUser } from '@/platform/http/with-user';
import { educationEntries } from '@/platform/profile/entries';

export const dynamic = 'force-dynamic';

/** My education entries, current ones first. */
export const GET = withUser('profile', async ({ user }) => educationEntries.list(user.id));

/** Adds an education entry; answers it with 201. */
export const POST = withUser('profile', async ({ request, user }) => {
  const entry = await educationEntries.create(user.id, await readJsonBody(request, educationEntrySchema));
  return Response.json(entry, { status: 201 });
});
