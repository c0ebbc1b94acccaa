import { companyNumbers } from '@/platform/numbers/company-numbers';
import { companyOffers } from '@/platform/workspace/company-applications';
import { withMember } from '@/platform/workspace/with-member';
import { getDatabase } from '@/server/db';
import { localeFrom } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** The dashboard's charts of the member's company over the last 90 days, offers titled in `?language=`. */
export const GET = withMember(async ({ request, member }) => {
  const offers = await companyOffers(member.companyId, localeFrom(request));
  return companyNumbers(await getDatabase(), member.companyId, offers);
});
