import { listFollowed } from '@/platform/follows/followed-list';
import { withUser } from '@/server/http/with-user';
import { localeFrom } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** The followed job offers, in `?language=` (or the visitor's language), most recent first. */
export const GET = withUser('follow', async ({ request, user }) =>
  listFollowed(user.id, 'jobOffer', localeFrom(request)),
);
