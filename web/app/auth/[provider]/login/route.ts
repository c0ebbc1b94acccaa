import { signInUnavailablePage, startPopupSignIn } from '@/server/auth/popup-sign-in';
import { answerUnavailable } from '@/server/http/errors';

export const dynamic = 'force-dynamic';

/** The sign-in window's first stop: `{authHost}/{provider}/login?app_id={authAppId}` (spec section 7). */
export const GET = answerUnavailable(
  async (request: Request, { params }: { params: Promise<{ provider: string }> }) =>
    startPopupSignIn(request, (await params).provider),
  signInUnavailablePage,
);
