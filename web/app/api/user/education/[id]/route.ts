import { educationEntrySchema } from '@/contracts/profile';
import { educationEntries } from '@/platform/profile/entries';
import { rowId } from '@/server/http/route-params';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** Replaces one of my education entries. */
export const PUT = withUser(
  'profile',
  async ({ request, user, params }) =>
    educationEntries.update(user.id, params.id, await readJsonBody(request, educationEntrySchema)),
  { params: { id: rowId } },
);

/** Removes one of my education entries. */
export const DELETE = withUser(
  'profile',
  async ({ user, params }) => {
    await educationEntries.remove(user.id, params.id);
    return { id: params.id, deleted: true };
  },
  { params: { id: rowId } },
);
