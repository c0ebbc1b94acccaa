import { profileUpdateSchema } from '@/contracts/profile';
import { clientIp } from '@/platform/http/client-ip';
import { readJsonBody } from '@/platform/http/validation';
import { withUser } from '@/platform/http/with-user';
import { localeFrom } from '@/platform/i18n/request-locale';
import { getProfile, updateProfile } from '@/platform/profile/profile';

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
