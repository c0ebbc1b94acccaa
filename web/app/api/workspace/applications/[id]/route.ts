import { rowId } from '@/platform/http/route-params';
import { localeFrom } from '@/platform/i18n/request-locale';
import { applicationForMember } from '@/platform/workspace/company-applications';
import { withMember } from '@/platform/workspace/with-member';

export const dynamic = 'force-dynamic';

/** One candidate: answers, history and the company's notes. */
export const GET = withMember(
  async ({ request, member, params }) => applicationForMember(member, params.id, localeFrom(request)),
  { params: { id: rowId } },
);
