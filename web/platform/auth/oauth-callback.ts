import 'server-only';
import { errorResponse, notFound } from '../http/errors';
import { getAuth } from './auth';

const CALLBACK_PATH = /^\/api\/auth\/callback\/[a-z0-9-]+$/;

/**
 * /api/auth/*: only the providers' callbacks are served (sessions are read through the platform
 * API, never through better-auth's own endpoints). A sign-in rotates the session: the browser's
 * previous session, if any, ends when the new one is issued.
 */
export async function handleAuthCallback(request: Request): Promise<Response> {
  if (!CALLBACK_PATH.test(new URL(request.url).pathname)) {
    return errorResponse(notFound('not_found', 'There is no such sign-in endpoint.'));
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
