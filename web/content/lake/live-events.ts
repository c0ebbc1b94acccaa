import 'server-only';
import { serverSentEvents } from '@/platform/http/server-sent-events';

/**
 * `GET data/live/events/{dataset}`: the Live Content API's stream, which the Studio's Presentation
 * tool keeps open. Its messages name the sync tags of cached query results; the local lake
 * returns no sync tags with its queries, so the stream only welcomes the listener and stays open
 * (the preview refreshes through the Presentation tool's own signal and the site's change stream).
 */
export function liveEventsEndpoint(request: Request): Response {
  return serverSentEvents(request, (send) => {
    send('welcome', {});
    return () => {};
  });
}
