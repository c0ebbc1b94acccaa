import { experienceEntrySchema } from '@/contracts/profile';
import { rowId } from '@/platform/http/route-params';
import { readJsonBody } from '@/platform/http/validation';
import { withUser } from '@/platform/http/with-user';
import { experienceEntries } from '@/platform/profile/entries';

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
