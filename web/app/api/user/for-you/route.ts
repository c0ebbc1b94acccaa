import { forYou } from '@/platform/preferences/for-you';
import { withUser } from '@/server/http/with-user';
import { localeFrom } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** Live offers and companies ranked by my preferences, with the reasons, in `?language=`. */
export const GET = withUser('preferences', async ({ request, user }) => forYou(user.id, localeFrom(request)));
