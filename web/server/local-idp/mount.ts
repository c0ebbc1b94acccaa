import 'server-only';
import {
  forwardToLocalIdp as forward,
  type LocalIdp,
  LocalIdpUnavailableError,
  type SignInPagesFor,
  startLocalIdp,
} from '@tribe/local-idp';
import { OAUTH_PROVIDER_NAMES, OAUTH_PROVIDERS } from '@/contracts/auth-providers';
import { authCallbackEndpoint } from '@/contracts/endpoints/session';
import { platformEnv } from '../env';
import { renderHtmlPage } from '../http/html-page';
import { isLoopbackPeer } from '../http/loopback-peer';
import { requestLocale } from '../i18n/request-locale';
import { platformTranslator } from '../i18n/texts';
import { log } from '../log/logger';
import { sharedOnce } from '../process-shared';
import { localClientId, localClientSecret, localIdpAvailability, localIdpIssuer } from './availability';

export { LocalIdpUnavailableError };

/** The provider's pages in the visitor's language, in the look of the site's sign-in windows. */
const signInPages: SignInPagesFor = (headers) => {
  const locale = requestLocale(headers);
  const t = platformTranslator(locale, 'LocalSignIn');
  return { text: (key, values) => t(key, values), render: (page) => renderHtmlPage({ locale, ...page }) };
};

async function start(): Promise<LocalIdp> {
  const env = platformEnv();
  const availability = localIdpAvailability(env);
  if (!availability.available) throw new LocalIdpUnavailableError(availability.reason);
  return startLocalIdp({
    issuer: localIdpIssuer(env),
    secret: env.authSecret,
    clients: OAUTH_PROVIDERS.map((provider) => ({
      id: localClientId(provider),
      secret: localClientSecret(env, provider),
      redirectUri: `${env.siteUrl}${authCallbackEndpoint(provider)}`,
      providerName: OAUTH_PROVIDER_NAMES[provider],
    })),
    pages: signInPages,
    log,
  });
}

/**
 * The local OpenID Connect provider of this process, started on first use on a loopback port;
 * refuses with LocalIdpUnavailableError (and says why) when it may not run.
 */
export function localIdp(): Promise<LocalIdp> {
  return sharedOnce('localIdp', localIdpIssuer(platformEnv()), start);
}

/** A browser request under /dev-idp, served by the provider (this machine only). */
export const forwardToLocalIdp = (request: Request) =>
  forward(request, {
    idp: localIdp,
    siteUrl: platformEnv().siteUrl,
    isLocalRequest: ({ headers }) => isLoopbackPeer(headers),
    pages: signInPages,
  });
