import { companyResponseQuery } from '@/contracts/applications';
import { companyResponseRecord } from '@/platform/applications/response-record';
import { toErrorResponse } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';

export const dynamic = 'force-dynamic';

/**
 * A company's response record (`?companyID=`), fetched by its statically cached profile.
 * Shared caches may keep it for a few minutes: it changes slowly.
 */
export async function GET(request: Request) {
  try {
    const { companyID } = parseInput(
      companyResponseQuery,
      Object.fromEntries(new URL(request.url).searchParams),
    );
    return Response.json(await companyResponseRecord(companyID), {
      headers: { 'Cache-Control': 'public, s-maxage=300, stale-while-revalidate=600' },
    });
  } catch (error) {
    return toErrorResponse(error);
  }
}
