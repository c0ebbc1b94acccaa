import { checkLocalLake, localLakeEnabled } from '@/content/local-lake';
import { checkContentSource } from '@/content/probe';
import { checkDatabaseReady } from '@/server/db/readiness';
import { readiness, readinessResponse } from '@/server/health/readiness';

export const dynamic = 'force-dynamic';

/**
 * Readiness: the database is reachable and migrated, the content source answers, and offline the
 * local Content Lake the Studio edits through answers too.
 */
export async function GET() {
  return readinessResponse(
    await readiness({
      database: checkDatabaseReady,
      content: checkContentSource,
      ...(localLakeEnabled() ? { lake: checkLocalLake } : {}),
    }),
  );
}
