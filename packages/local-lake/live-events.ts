import { type ChangeEvent, isDraftId, type LocalDataset } from '@tribe/local-dataset';
import { serverSentEvents } from '@tribe/server-kit/server-sent-events';
import { changeSyncTags } from './sync-tags';

const isPublishedId = (id: string) => !isDraftId(id) && !id.startsWith('versions.');

/** Without `includeDrafts`, as on the Content Lake, only changes to published documents are told. */
const isTold = (event: ChangeEvent, includeDrafts: boolean) =>
  includeDrafts || event.changes.some(({ id }) => isPublishedId(id));

/**
 * `GET data/live/events/{dataset}`: the Live Content API's stream. `welcome`, then for each
 * transaction a `message` (its id the transaction's) naming the sync tags it invalidates, which
 * query responses carry (`sync-tags.ts`). The lake keeps no past events, so a client resuming
 * with `Last-Event-ID` gets `restart`: refetch everything.
 */
export function liveEventsEndpoint(request: Request, dataset: LocalDataset): Response {
  const includeDrafts = new URL(request.url).searchParams.get('includeDrafts') === 'true';
  const resuming = request.headers.has('last-event-id');
  return serverSentEvents(request, (send) => {
    send('welcome', {});
    if (resuming) send('restart', {}, crypto.randomUUID());
    return dataset.subscribe((_ids, event) => {
      if (isTold(event, includeDrafts))
        send('message', { tags: changeSyncTags(event) }, event.transaction.id);
    });
  });
}
