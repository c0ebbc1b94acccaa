import 'server-only';
import { serverSentEvents } from '@tribe/server-kit/server-sent-events';
import { ApiError } from '@/contracts/api-error';
import { errorResponse } from '@/server/http/errors';
import { contentEnv } from '../env';
import { draftId, type LocalDataset, localDataset, publishedId } from '../local-dataset';

/** Whether the dataset changed after `since`: anywhere, or in one of `only`'s documents (either version). */
function changedSince(dataset: LocalDataset, since: number, only?: ReadonlySet<string>): boolean {
  if (!only) return dataset.changedAt > since;
  return [...only].some((id) =>
    [id, draftId(id)].some((version) => Date.parse(dataset.getDocument(version)?._updatedAt ?? '') > since),
  );
}

/**
 * Offline live preview: a server-sent event `change` (with the changed document ids) for every
 * write to the local dataset, from the Studio or anything else, and one at once (with no ids)
 * when the dataset changed after `since`, the time the page was rendered (ms since the epoch).
 * With `only` (published ids), just the writes to those documents, drafts included. Online, the
 * Presentation tool tells the page to refresh instead: a 404.
 */
export async function localChangesResponse(request: Request, only?: ReadonlySet<string>): Promise<Response> {
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
  const concerned = (ids: string[]) => (only ? ids.filter((id) => only.has(publishedId(id))) : ids);
  return serverSentEvents(request, (send) => {
    send('welcome', {});
    if (changedSince(dataset, since, only)) send('change', { ids: [] });
    return dataset.subscribe((changed) => {
      const ids = concerned(changed);
      if (ids.length > 0) send('change', { ids });
    });
  });
}
