import { handleAuthCallback } from '@/server/auth/oauth-callback';
import { answerUnavailable } from '@/server/http/errors';

export const dynamic = 'force-dynamic';

const handle = answerUnavailable(handleAuthCallback);

export { handle as GET, handle as POST };
