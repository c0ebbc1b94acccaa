import 'server-only';
import { ApiError } from '@/contracts/api-error';
import type { CurrentUser } from '@/contracts/user';
import { mintLakeToken } from '@/server/editors/lake-tokens';
import { mayOpenStudio } from '@/server/editors/lake-users';
import { platformEnv } from '@/server/env';
import { editorRoleProcedure } from './editor-role-procedure';
import { LakeUnavailableError, lakeAvailability, lakeFront } from './local-lake';

export interface LocalStudioSession {
  apiHost: string;
  token: string;
}

/**
 * The offline Studio's session for a signed-in editor or member of a company: the lake's address
 * (its front is started on first use) and a new token bound to their site session; the lake
 * holds a member to their company's drafts. Anyone else is refused.
 */
export async function localStudioSession(user: CurrentUser, sessionId: string): Promise<LocalStudioSession> {
  const env = platformEnv();
  const availability = lakeAvailability(env);
  if (!availability.available)
    throw new ApiError(availability.status, 'local_lake_unavailable', availability.reason);
  if (!(await mayOpenStudio(user.id))) {
    throw new ApiError(403, 'not_an_editor', editorRoleProcedure(user.email, env.databaseUrl === null));
  }
  const front = await lakeFront().catch((error: unknown) => {
    if (error instanceof LakeUnavailableError)
      throw new ApiError(503, 'local_lake_unavailable', error.message);
    throw error;
  });
  return { ...front, token: await mintLakeToken(sessionId, user.id) };
}
