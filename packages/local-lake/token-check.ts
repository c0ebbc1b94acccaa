import type { LakeEditors, LakeUser } from './options';

type OfToken = LakeEditors['ofToken'];

/**
 * The editors' token check, shared by the requests that ask it at the same moment: the Studio
 * sends its requests in bursts (a document's reference checks, previews and listeners, dozens at
 * once), and each check is a query of the site's database, which answers them one after another
 * (embedded PGlite blocks the process while it runs). Requests that arrive while a check of their
 * token is under way wait for that check instead of queueing one of their own; a request that
 * arrives after it ended asks again, so a session that ends is refused from the next request on.
 */
export function sharedTokenCheck(ofToken: OfToken): OfToken {
  const pending = new Map<string, Promise<LakeUser | null>>();
  return (token) => {
    const running = pending.get(token);
    if (running) return running;
    const check = ofToken(token).finally(() => pending.delete(token));
    pending.set(token, check);
    return check;
  };
}
