import 'server-only';
import { isIP } from 'node:net';
import { sanityProject } from '@tribe/studio/sanity-project';
import type { PlatformEnv } from '../env';
import { isLoopbackAddress } from '../http/loopback-peer';
import { localIdpAvailability } from '../local-idp/availability';

/** Where `pnpm start` listens unless HOST says otherwise: this machine only. */
export const DEFAULT_LISTEN_HOST = 'localhost';

const isLoopbackHost = (host: string) =>
  host === 'localhost' || (isIP(host) !== 0 && isLoopbackAddress(host));

/** The features that trust whoever is connected because only this machine can be. */
export function localOnlyFeatures(env: PlatformEnv): string[] {
  return [
    env.usesLoopbackSecret ? 'the public development AUTH_SECRET' : null,
    localIdpAvailability(env).available ? 'the local test sign-in (LOCAL_IDP_ENABLED=true)' : null,
    !sanityProject().online && env.siteIsLoopback ? 'the local Content Lake (no SANITY_PROJECT_ID)' : null,
  ].filter((feature): feature is string => feature !== null);
}

/** Why the server may not listen on `host`, in one line; null when it may. */
export function listenHostRefusal(env: PlatformEnv, host: string): string | null {
  if (isLoopbackHost(host)) return null;
  const features = localOnlyFeatures(env);
  if (features.length === 0) return null;
  return (
    `Refusing to listen on ${host}: these must serve this machine only: ${features.join('; ')}. ` +
    'To serve a network, set SITE_URL to the public address, AUTH_SECRET, and LOCAL_IDP_ENABLED=false.'
  );
}
