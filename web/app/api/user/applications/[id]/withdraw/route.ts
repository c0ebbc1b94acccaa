import { withdrawApplication } from '@/platform/applications/my-applications';
import { withUser } from '@/platform/http/with-user';

export const dynamic = 'force-dynamic';

/** Withdraws one of my applications; its history stays. */
export const POST = withUser<{ id: string }>('profile', async ({ user, params }) =>
  withdrawApplication(user.id, params.id),
);
