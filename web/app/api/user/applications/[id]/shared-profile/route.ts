import { stopSharing } from '@/platform/applications/my-applications';
import { rowId } from '@/server/http/route-params';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** Stops sharing my profile with the application's company: its members no longer see it. */
export const DELETE = withUser('profile', async ({ user, params }) => stopSharing(user.id, params.id), {
  params: { id: rowId },
});
