import { profileUpdateSchema } from '@/contracts/profile';
import { getProfile, updateProfile } from '@/platform/profile/profile';
import { clientIp } from '@/server/http/client-ip';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';
import { localeFrom } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** My personal data. */
export const GET = withUser('profile', async ({ user }) => getProfile(user.id));

/** Changes the fields sent; answers the whole profile. A new contact email gets a confirmation link (in `?language=`). */
export const PATCH = withUser('profile', async ({ request, user }) =>
  updateProfile(user.id, await readJsonBody(request, profileUpdateSchema), {
    ip: clientIp(request.headers),
    locale: localeFrom(request),
  }),
);
