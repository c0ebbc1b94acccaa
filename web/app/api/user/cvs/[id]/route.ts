import { deleteSavedCv } from '@/platform/saved-cvs/change-saved-cv';
import { rowId } from '@/server/http/route-params';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** Deletes one of my saved CVs and its file; answers the CVs left. */
export const DELETE = withUser('profile', async ({ user, params }) => deleteSavedCv(user.id, params.id), {
  params: { id: rowId },
});
