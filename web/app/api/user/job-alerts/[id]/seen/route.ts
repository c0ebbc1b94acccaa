import { markAlertSeen } from '@/platform/job-alerts/user-alerts';
import { rowId } from '@/server/http/route-params';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** I have seen the alert's offers: only later ones are 'New' next time. */
export const POST = withUser(
  'job-alerts',
  async ({ user, params }) => {
    await markAlertSeen(user.id, params.id);
    return { id: params.id, seen: true };
  },
  { params: { id: rowId } },
);
