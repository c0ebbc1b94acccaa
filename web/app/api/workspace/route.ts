import { getApplicationCompany } from '@/content/companies';
import { companyOffers } from '@/platform/workspace/company-applications';
import { withMember } from '@/platform/workspace/with-member';
import { localeFrom } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** The member's company, their role and the company's offers with applicants counted by status. */
export const GET = withMember(async ({ request, member }) => {
  const company = await getApplicationCompany(member.companyId);
  return {
    company: { id: member.companyId, name: company?.name ?? '', slug: company?.slug ?? null },
    role: member.role,
    offers: await companyOffers(member.companyId, localeFrom(request)),
  };
});
