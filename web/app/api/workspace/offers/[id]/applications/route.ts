import { companyOffer, offerPipeline } from '@/platform/workspace/company-applications';
import { withMember } from '@/platform/workspace/with-member';
import { documentId } from '@/server/http/route-params';
import { localeFrom } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** One offer's candidates; another company's offer is not found. */
export const GET = withMember(
  async ({ request, member, params }) => {
    await companyOffer(member.companyId, params.id, localeFrom(request));
    return offerPipeline(member.companyId, params.id);
  },
  { params: { id: documentId } },
);
