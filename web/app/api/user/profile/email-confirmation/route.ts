import { clientIp } from '@/platform/http/client-ip';
import { withUser } from '@/platform/http/with-user';
import { localeFrom } from '@/platform/i18n/request-locale';
import { sendContactConfirmation } from '@/platform/profile/contact-confirmation';
import { getProfile } from '@/platform/profile/profile';

export const dynamic = 'force-dynamic';

/** Sends the contact email's confirmation link again (in `?language=`); answers the whole profile. */
export const POST = withUser('profile', async ({ request, user }) => {
  await sendContactConfirmation(user.id, { ip: clientIp(request.headers), locale: localeFrom(request) });
  return getProfile(user.id);
});
