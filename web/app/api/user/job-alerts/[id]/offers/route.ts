import { alertOffers } from '@/platform/job-alerts/user-alerts';
import { rowId } from '@/server/http/route-params';
import { withUser } from '@/server/http/with-user';
import { localeFrom } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** The live offers one of my alerts finds, in `?language=`, with those new since my last visit. */
export const GET = withUser(
  'job-alerts',
  async ({ request, user, params }) => alertOffers(user.id, params.id, localeFrom(request)),
  { params: { id: rowId } },
);
