import { makeSavedCvDefault } from '@/platform/saved-cvs/change-saved-cv';
import { rowId } from '@/server/http/route-params';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** Makes one of my saved CVs the default; answers all of them. */
export const POST = withUser('profile', async ({ user, params }) => makeSavedCvDefault(user.id, params.id), {
  params: { id: rowId },
});
