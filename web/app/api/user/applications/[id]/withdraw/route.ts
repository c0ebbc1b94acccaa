import { withdrawApplication } from '@/platform/applications/my-applications';
import { rowId } from '@/server/http/route-params';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** Withdraws one of my applications; its history stays. */
export const POST = withUser('profile', async ({ user, params }) => withdrawApplication(user.id, params.id), {
  params: { id: rowId },
});
