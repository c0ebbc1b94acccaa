import { getDatabase } from '@/platform/db';
import { localeFrom } from '@/platform/i18n/request-locale';
import { companyNumbers } from '@/platform/numbers/company-numbers';
import { companyOffers } from '@/platform/workspace/company-applications';
import { withMember } from '@/platform/workspace/with-member';

export const dynamic = 'force-dynamic';

/** The dashboard's charts of the member's company over the last 90 days, offers titled in `?language=`. */
export const GET = withMember(async ({ request, member }) => {
  const offers = await companyOffers(member.companyId, localeFrom(request));
  return companyNumbers(await getDatabase(), member.companyId, offers);
});
