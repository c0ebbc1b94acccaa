import { draftMode } from 'next/headers';
import { localChangesResponse } from '@/content/preview/local-changes';
import { ApiError } from '@/contracts/api-error';
import { errorResponse } from '@/server/http/errors';

export const dynamic = 'force-dynamic';

/**
 * Offline live preview in draft mode: every write to the local dataset, as server-sent events
 * (`localChangesResponse`). Draft mode only; online, the Presentation tool tells the page to refresh.
 */
export async function GET(request: Request) {
  if (!(await draftMode()).isEnabled) {
    return errorResponse(
      new ApiError(401, 'draft_mode_required', 'Live changes are for previews in draft mode.'),
    );
  }
  return localChangesResponse(request);
}
