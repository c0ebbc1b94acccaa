import 'server-only';
import { ApiError } from '@/contracts/api-error';
import { errorResponse, notFound } from '../http/errors';
import { withLimitedBody } from '../http/limited-body';
import { getAuth } from './auth';

const CALLBACK_PATH = /^\/api\/auth\/callback\/[a-z0-9-]+$/;

/** A provider posts back a code, a state and perhaps an ID token: a few KB. */
const CALLBACK_BODY_BYTES = 64 * 1024;

const callbackTooLarge = () =>
  new ApiError(413, 'body_too_large', `The request body must be at most ${CALLBACK_BODY_BYTES / 1024} KiB.`);

/**
 * /api/auth/*: only the providers' callbacks are served (sessions are read through the platform
 * API, never through better-auth's own endpoints). A sign-in rotates the session: the browser's
 * previous session, if any, ends when the new one is issued. A posted body past 64 KiB is a 413
 * as soon as it passes the limit.
 */
export async function handleAuthCallback(received: Request): Promise<Response> {
  if (!CALLBACK_PATH.test(new URL(received.url).pathname)) {
    return errorResponse(notFound('not_found', 'There is no such sign-in endpoint.'));
  }
  let request: Request;
  try {
    request = await withLimitedBody(received, CALLBACK_BODY_BYTES, callbackTooLarge);
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error);
    throw error;
  }
  const auth = await getAuth();
  const previous = await auth.api.getSession({ headers: request.headers, query: { disableRefresh: true } });
  const response = await auth.handler(request);
  if (previous) {
    const { authCookies, internalAdapter } = await auth.$context;
    const issued = response.headers
      .getSetCookie()
      .some((cookie) => cookie.startsWith(`${authCookies.sessionToken.name}=`));
    if (issued) await internalAdapter.deleteSession(previous.session.token);
  }
  return response;
}
