import { listJobOffersForCompany } from '@/content/jobs';
import { parseJobOffersParams } from '@/lib/jobs/job-offers-params';
import { toErrorResponse } from '@/server/http/errors';

/**
 * The job-offers call (spec section 7): a company's newest live offers as job-card items.
 * Public content, so shared caches may keep it for a minute and serve it stale while refreshing.
 */
export async function GET(request: Request) {
  try {
    const { language, branch, limit } = parseJobOffersParams(new URL(request.url).searchParams);
    const items = await listJobOffersForCompany(branch, language, limit);
    return Response.json(
      { items },
      { headers: { 'Cache-Control': 'public, s-maxage=60, stale-while-revalidate=300' } },
    );
  } catch (error) {
    return toErrorResponse(error);
  }
}
