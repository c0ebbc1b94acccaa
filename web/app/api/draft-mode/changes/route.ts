import { serverSentEvents } from '@tribe/server-kit/server-sent-events';
import { draftMode } from 'next/headers';
import { contentEnv } from '@/content/env';
import { localDataset } from '@/content/local-dataset';
import { ApiError } from '@/contracts/api-error';
import { errorResponse } from '@/server/http/errors';

export const dynamic = 'force-dynamic';

/**
 * Offline live preview: a server-sent event `change` (with the changed document ids) for every
 * write to the local dataset, from the Studio or anything else, and one at once (with no ids)
 * when the dataset changed after `since`, the time the page was rendered (ms since the epoch).
 * Draft mode only; online, the Presentation tool tells the page to refresh instead.
 */
export async function GET(request: Request) {
  if (!(await draftMode()).isEnabled) {
    return errorResponse(
      new ApiError(401, 'draft_mode_required', 'Live changes are for previews in draft mode.'),
    );
  }
  if (contentEnv().online) {
    return errorResponse(
      new ApiError(
        404,
        'not_offline',
        'Live changes come from the Presentation tool when a Sanity project is set.',
      ),
    );
  }
  const dataset = await localDataset();
  const since = Number(new URL(request.url).searchParams.get('since')) || 0;
  return serverSentEvents(request, (send) => {
    send('welcome', {});
    if (dataset.changedAt > since) send('change', { ids: [] });
    return dataset.subscribe((ids) => send('change', { ids }));
  });
}
