import { checkContentSource } from '@/content/probe';
import { checkDatabaseReady } from '@/platform/db/readiness';
import { readiness, readinessResponse } from '@/platform/health/readiness';

export const dynamic = 'force-dynamic';

/** Readiness: the database is reachable and migrated, and the content source answers. */
export async function GET() {
  return readinessResponse(await readiness({ database: checkDatabaseReady, content: checkContentSource }));
}
