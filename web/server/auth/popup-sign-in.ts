import 'server-only';
import { publicEnv } from '@/config/public-env';
import { ApiError } from '@/contracts/api-error';
import { isOAuthProvider, OAUTH_PROVIDER_NAMES } from '@/contracts/auth-providers';
import { platformEnv } from '../env';
import { clientIp } from '../http/client-ip';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/errors';
import { consumeRateLimit } from '../http/rate-limit';
import { requestLocale } from '../i18n/request-locale';
import { getAuthSetup, SIGN_IN_COMPLETE_PATH } from './auth';
import { registeredAppOrigin } from './auth-apps';
import { getCurrentUser } from './current-user';
import { signedInPage, signInProblemPage } from './popup-pages';

/** Counts a sign-in step against the IP's limit; answers the page to show when it is used up. */
async function signInLimitPage(request: Request): Promise<Response | null> {
  try {
    await consumeRateLimit('sign-in', clientIp(request.headers));
    return null;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    const seconds = Number(error.headers?.['Retry-After'] ?? 60);
    return signInProblemPage(requestLocale(request.headers), 'rate_limited', { seconds }, error.headers);
  }
}

/**
 * GET {authHost}/{provider}/login?app_id=…: checks the provider and the registered app, then
 * sends the window to the provider with better-auth's state, PKCE and nonce cookies set.
 */
export async function startPopupSignIn(request: Request, provider: string): Promise<Response> {
  const locale = requestLocale(request.headers);
  if (!isOAuthProvider(provider)) return signInProblemPage(locale, 'unknown_provider');
  const appId = new URL(request.url).searchParams.get('app_id');
  if (!registeredAppOrigin(appId)) return signInProblemPage(locale, 'unknown_app');
  const limited = await signInLimitPage(request);
  if (limited) return limited;
  const { auth, availableProviders } = await getAuthSetup();
  if (!availableProviders.has(provider)) {
    return signInProblemPage(locale, 'unavailable', { provider: OAUTH_PROVIDER_NAMES[provider] });
  }
  const landing = `${platformEnv().siteUrl}${SIGN_IN_COMPLETE_PATH}?${new URLSearchParams({ app_id: appId ?? '' })}`;
  const { headers, response } = await auth.api.signInSocial({
    body: { provider, callbackURL: landing, errorCallbackURL: landing, disableRedirect: true },
    headers: request.headers,
    returnHeaders: true,
  });
  if (!response.url) throw new Error(`Sign-in with ${provider} did not produce an authorization URL`);
  const redirect = new Headers({ Location: response.url, 'Cache-Control': 'no-store' });
  for (const cookie of headers.getSetCookie()) redirect.append('Set-Cookie', cookie);
  return new Response(null, { status: 302, headers: redirect });
}

/** GET /auth/complete: where the provider's callback lands; tells the opening window 'OK'. */
export async function completePopupSignIn(request: Request): Promise<Response> {
  const locale = requestLocale(request.headers);
  const params = new URL(request.url).searchParams;
  const appOrigin = registeredAppOrigin(params.get('app_id'));
  if (params.has('error') || !(await getCurrentUser(request.headers)))
    return signInProblemPage(locale, 'failed');
  if (!appOrigin) return signInProblemPage(locale, 'unknown_app');
  return signedInPage(locale, appOrigin, publicEnv.productName);
}

/** A sign-in window's step with the database unreachable: 503 with Retry-After, in the visitor's language. */
export function signInUnavailablePage(request: Request): Response {
  const seconds = DATABASE_RETRY_AFTER_SECONDS;
  return signInProblemPage(
    requestLocale(request.headers),
    'service_unavailable',
    { seconds },
    {
      'Retry-After': String(seconds),
    },
  );
}
