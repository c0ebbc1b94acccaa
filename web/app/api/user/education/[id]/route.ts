import { educationEntrySchema } from '@/contracts/profile';
import { readJsonBody } from '@/platform/http/validation';
import { withUser } from '@/platform/http/with-user';
import { educationEntries } from '@/platform/profile/entries';

export const dynamic = 'force-dynamic';

/** Replaces one of my education entries. */
export const PUT = withUser<{ id: string }>('profile', async ({ request, user, params }) =>
  educationEntries.update(user.id, params.id, await readJsonBody(request, educationEntrySchema)),
);

/** Removes one of my education entries. */
export const DELETE = withUser<{ id: string }>('profile', async ({ user, params }) => {
  await educationEntries.remove(user.id, params.id);
  return { id: params.id, deleted: true };
});
