import { sendContactConfirmation } from '@/platform/profile/contact-confirmation';
import { getProfile } from '@/platform/profile/profile';
import { clientIp } from '@/server/http/client-ip';
import { withUser } from '@/server/http/with-user';
import { localeFrom } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** Sends the contact email's confirmation link again (in `?language=`); answers the whole profile. */
export const POST = withUser('profile', async ({ request, user }) => {
  await sendContactConfirmation(user.id, { ip: clientIp(request.headers), locale: localeFrom(request) });
  return getProfile(user.id);
});
