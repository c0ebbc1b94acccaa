import 'server-only';
import { ApiError } from '@/contracts/api-error';
import { platformEnv } from '@/platform/env';
import { isSameOriginRequest } from '@/platform/http/origin';
import { lakeAvailability, lakeToken } from './session';
import { LakeUnavailableError, lakeFront } from './tls-front';

export interface LocalStudioSession {
  apiHost: string;
  projectUrl: string;
  token: string;
}

/**
 * The offline Studio's session: the lake's address (its front is started on first use) and the
 * token that signs the editor in as the local administrator. Only for the site's own pages.
 */
export async function localStudioSession(headers: Headers): Promise<LocalStudioSession> {
  const env = platformEnv();
  const availability = lakeAvailability(env);
  if (!availability.available)
    throw new ApiError(availability.status, 'local_lake_unavailable', availability.reason);
  if (!isSameOriginRequest(headers, env.siteOrigin)) {
    throw new ApiError(403, 'foreign_origin', 'Only the site’s own Studio may ask for a local session.');
  }
  const front = await lakeFront().catch((error: unknown) => {
    if (error instanceof LakeUnavailableError)
      throw new ApiError(503, 'local_lake_unavailable', error.message);
    throw error;
  });
  return { ...front, token: lakeToken(env) };
}
