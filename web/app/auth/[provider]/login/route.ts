import { startPopupSignIn, unlessDatabaseDown } from '@/platform/auth/popup-sign-in';

export const dynamic = 'force-dynamic';

/** The sign-in window's first stop: `{authHost}/{provider}/login?app_id={authAppId}` (spec section 7). */
export async function GET(request: Request, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  return unlessDatabaseDown((signIn) => startPopupSignIn(signIn, provider))(request);
}
