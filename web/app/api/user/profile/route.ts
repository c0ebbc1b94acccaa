import { profileUpdateSchema } from '@/contracts/profile';
import { readJsonBody } from '@/platform/http/validation';
import { withUser } from '@/platform/http/with-user';
import { getProfile, updateProfile } from '@/platform/profile/profile';

export const dynamic = 'force-dynamic';

/** My personal data. */
export const GET = withUser('profile', async ({ user }) => getProfile(user.id));

/** Changes the fields sent; answers the whole profile. */
export const PATCH = withUser('profile', async ({ request, user }) =>
  updateProfile(user.id, await readJsonBody(request, profileUpdateSchema)),
);
