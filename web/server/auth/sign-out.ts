import 'server-only';
import { getAuth } from './auth';

/** Ends the session of the request (if there is one) and returns the cookies that clear it. */
export async function signOut(headers: Headers): Promise<string[]> {
  const auth = await getAuth();
  const response = await auth.api.signOut({ headers, asResponse: true });
  return response.headers.getSetCookie();
}
