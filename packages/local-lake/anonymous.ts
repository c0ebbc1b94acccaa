import { lakeJson } from './http';

const isProviders = (segments: string[]) =>
  segments[0] === 'auth' && segments[1] === 'providers' && segments.length === 2;
const isCurrentUser = (segments: string[]) =>
  segments[0] === 'users' && segments[1] === 'me' && segments.length === 2;

/**
 * What a signed-out Studio asks to show its sign-in screen: `auth/providers` (always asked without
 * a token) and `users/me` asked with no token at all, by an anonymous caller.
 */
export const isSignInQuestion = (request: Request, segments: string[]) =>
  isProviders(segments) || (isCurrentUser(segments) && !request.headers.has('authorization'));

/**
 * What Sanity answers an anonymous caller: `users/me` is `{}` (nobody), and `auth/providers` lists
 * the ways to sign in, here the site's own sign-in, which the Studio's page shows when signed out.
 */
export function signInEndpoint(segments: string[], siteOrigin: string): Response | null {
  if (isCurrentUser(segments)) return lakeJson({});
  if (isProviders(segments)) {
    return lakeJson({
      thirdPartyLogin: false,
      sso: {},
      providers: [{ name: 'tribe', title: 'Tribe', url: `${siteOrigin}/studio` }],
    });
  }
  return null;
}
