import { handleAuthCallback } from '@/platform/auth/oauth-callback';
import { answerUnavailable } from '@/platform/http/errors';

export const dynamic = 'force-dynamic';

const handle = answerUnavailable(handleAuthCallback);

export { handle as GET, handle as POST };
