import { experienceEntrySchema } from '@/contracts/profile';
import { experienceEntries } from '@/platform/profile/entries';
import { rowId } from '@/server/http/route-params';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** Replaces one of my experience entries. */
export const PUT = withUser(
  'profile',
  async ({ request, user, params }) =>
    experienceEntries.update(user.id, params.id, await readJsonBody(request, experienceEntrySchema)),
  { params: { id: rowId } },
);

/** Removes one of my experience entries. */
export const DELETE = withUser(
  'profile',
  async ({ user, params }) => {
    await experienceEntries.remove(user.id, params.id);
    return { id: params.id, deleted: true };
  },
  { params: { id: rowId } },
);
