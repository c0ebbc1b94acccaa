import { handleAuthCallback } from '@/platform/auth/oauth-callback';

export const dynamic = 'force-dynamic';

export { handleAuthCallback as GET, handleAuthCallback as POST };
