import { localStudioSession } from '@/content/local-studio-session';
import { toErrorResponse } from '@/server/http/errors';
import { requireLoopbackPeer } from '@/server/http/loopback-peer';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

const openSession = withUser('studio-session', ({ user, sessionId }) => localStudioSession(user, sessionId));

/** POST: the offline Studio's lake address and a token for the signed-in editor (this machine only). */
export async function POST(request: Request) {
  try {
    requireLoopbackPeer(request.headers);
  } catch (error) {
    return toErrorResponse(error);
  }
  return openSession(request);
}
