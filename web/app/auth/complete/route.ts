import { completePopupSignIn } from '@/server/auth/popup-sign-in';

export const dynamic = 'force-dynamic';

/** Where a provider's callback lands: posts 'OK' to the window that opened the sign-in. */
export function GET(request: Request) {
  return completePopupSignIn(request);
}
