import { rowId } from '@/platform/http/route-params';
import { withUser } from '@/platform/http/with-user';
import { deleteSavedCv } from '@/platform/saved-cvs/change-saved-cv';

export const dynamic = 'force-dynamic';

/** Deletes one of my saved CVs and its file; answers the CVs left. */
export const DELETE = withUser('profile', async ({ user, params }) => deleteSavedCv(user.id, params.id), {
  params: { id: rowId },
});
