import { publicEnv } from '@/config/public-env';
import type { OAuthProviderId } from '@/contracts/auth-providers';
import { moveToSiteAddress } from './site-address';

export const POPUP_WIDTH = 600;
export const POPUP_HEIGHT = 800;
const MESSAGE_GRACE_MS = 1000;

/** `{authHost}/{provider}/login?app_id={authAppId}` (spec section 7, 'Login popup'). */
export function signInUrl(provider: OAuthProviderId): string {
  return `${publicEnv.authHost}/${provider}/login?app_id=${encodeURIComponent(publicEnv.authAppId)}`;
}

/**
 * Opens the 600 x 800 sign-in popup, centred over the window, and resolves when it posts 'OK'.
 * Only a message from the auth host's origin and from this very popup counts.
 * Resolves false when the popup closes without signing in; throws when it could not open. At
 * another address than the site's it opens nothing and never resolves: the page moves to the
 * site's address, where signing in works.
 */
export function openSignInPopup(provider: OAuthProviderId): Promise<boolean> {
  if (moveToSiteAddress()) return new Promise<boolean>(() => undefined);
  const left = Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  const popup = window.open(
    signInUrl(provider),
    'tribe-sign-in',
    `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
  if (!popup) return Promise.reject(new Error('popup_blocked'));
  const authOrigin = new URL(publicEnv.authHost, window.location.href).origin;

  return new Promise((resolve) => {
    const finish = (signedIn: boolean) => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(closedWatch);
      resolve(signedIn);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === authOrigin && event.source === popup && event.data === 'OK') finish(true);
    };
    // The popup closes itself right after posting 'OK'; the message may still be on its way.
    const closedWatch = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(closedWatch);
      window.setTimeout(() => finish(false), MESSAGE_GRACE_MS);
    }, 500);
    window.addEventListener('message', onMessage);
  });
}
