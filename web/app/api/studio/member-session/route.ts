import { memberStudioSession } from '@/content/member-studio-session';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** POST: with a Sanity project, a company member's Studio address (the member API) and token. */
export const POST = withUser('studio-session', ({ user, sessionId }) => memberStudioSession(user, sessionId));
