import { offerPipeline } from '@/platform/workspace/company-applications';
import { withMember } from '@/platform/workspace/with-member';

export const dynamic = 'force-dynamic';

/** One offer's candidates in the member's company (another company's offer has none). */
export const GET = withMember<{ id: string }>(async ({ member, params }) =>
  offerPipeline(member.companyId, params.id),
);
