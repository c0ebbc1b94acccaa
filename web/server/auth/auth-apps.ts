import 'server-only';
import { platformEnv } from '../env';

/** The origin of a registered application (AUTH_APPS), or null for an unknown or missing id. */
export function registeredAppOrigin(appId: string | null): string | null {
  if (!appId) return null;
  return platformEnv().authApps.get(appId) ?? null;
}
