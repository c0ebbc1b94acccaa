import { applicantQuerySchema } from '@/contracts/workspace';
import { listApplicants } from '@/platform/workspace/applicant-list';
import { withMember } from '@/platform/workspace/with-member';
import { getDatabase } from '@/server/db';
import { parseInput } from '@/server/http/validation';

export const dynamic = 'force-dynamic';

/** One page of all the company's applicants across its offers, searched, filtered and sorted by the query. */
export const GET = withMember(async ({ request, member }) => {
  const query = parseInput(applicantQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  return listApplicants(await getDatabase(), member.companyId, query);
});
