import { withUser } from '@/platform/http/with-user';
import { localeFrom } from '@/platform/i18n/request-locale';
import { forYou } from '@/platform/preferences/for-you';

export const dynamic = 'force-dynamic';

/** Live offers and companies ranked by my preferences, with the reasons, in `?language=`. */
export const GET = withUser('preferences', async ({ request, user }) => forYou(user.id, localeFrom(request)));
