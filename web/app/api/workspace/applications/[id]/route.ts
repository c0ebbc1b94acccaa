import { applicationForMember } from '@/platform/workspace/company-applications';
import { withMember } from '@/platform/workspace/with-member';
import { rowId } from '@/server/http/route-params';
import { localeFrom } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** One candidate: answers, history and the company's notes. */
export const GET = withMember(
  async ({ request, member, params }) => applicationForMember(member, params.id, localeFrom(request)),
  { params: { id: rowId } },
);
