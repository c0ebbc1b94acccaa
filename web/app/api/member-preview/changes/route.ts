import { contentEnv } from '@/content/env';
import { memberUpstream } from '@/content/local-lake';
import { localChangesResponse } from '@/content/preview/local-changes';
import { sanityChangesResponse } from '@/content/preview/sanity-changes';
import { ApiError } from '@/contracts/api-error';
import { MEMBER_PREVIEW_MAX_IDS } from '@/contracts/endpoints/studio';
import { isContentId, membersOwnDocuments } from '@/platform/preview/member-preview';
import { errorResponse } from '@/server/http/errors';

export const dynamic = 'force-dynamic';

/**
 * A member's live preview: the writes to the documents named in `ids` (published ids,
 * comma-separated), as server-sent events, and to no others. Only for a signed-in member of the
 * company all of them belong to; anyone else, and an id that does not exist, get the same 401.
 * Offline from the local dataset, online from Sanity's listener.
 */
export async function GET(request: Request) {
  const ids = [
    ...new Set(
      (new URL(request.url).searchParams.get('ids') ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0 || ids.length > MEMBER_PREVIEW_MAX_IDS || !ids.every(isContentId)) {
    return errorResponse(
      new ApiError(
        400,
        'invalid_ids',
        `Name the previewed documents in 'ids': 1 to ${MEMBER_PREVIEW_MAX_IDS} content ids (letters, digits, '.', '_' or '-'), comma-separated.`,
      ),
    );
  }
  if (!(await membersOwnDocuments(request.headers, ids))) {
    return errorResponse(
      new ApiError(
        401,
        'preview_not_yours',
        "Live changes are for a signed-in member of the documents' company.",
      ),
    );
  }
  if (!contentEnv().online) return localChangesResponse(request, new Set(ids));
  return sanityChangesResponse(request, new Set(ids), memberUpstream());
}
