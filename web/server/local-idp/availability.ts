import 'server-only';
import { createHmac } from 'node:crypto';
import type { OAuthProviderId } from '@/contracts/auth-providers';
import type { PlatformEnv } from '../env';

/** The site serves the local provider under this path (app/dev-idp). */
export const LOCAL_IDP_MOUNT_PATH = '/dev-idp';

export type LocalIdpAvailability = { available: true } | { available: false; reason: string };

/** The local sign-in runs only when explicitly enabled and only while the site is on this machine. */
export function localIdpAvailability(env: PlatformEnv): LocalIdpAvailability {
  if (!env.localIdpEnabled) {
    return {
      available: false,
      reason: 'The local test sign-in is off (set LOCAL_IDP_ENABLED=true to use it).',
    };
  }
  if (!env.siteIsLoopback) {
    return {
      available: false,
      reason: `The local test sign-in refuses to run because SITE_URL (${env.siteUrl}) is not on localhost or a loopback address.`,
    };
  }
  return { available: true };
}

export const localIdpIssuer = (env: PlatformEnv) => `${env.siteOrigin}${LOCAL_IDP_MOUNT_PATH}`;

/** Each emulated provider is its own client of the local provider, so the form can say which one it stands in for. */
export const localClientId = (provider: OAuthProviderId) => `local-${provider}`;

export function localClientSecret(env: PlatformEnv, provider: OAuthProviderId): string {
  return createHmac('sha256', env.authSecret).update(`local-idp-client:${provider}`).digest('base64url');
}
