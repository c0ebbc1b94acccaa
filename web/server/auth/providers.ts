import 'server-only';
import type { BetterAuthOptions } from 'better-auth';
import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import { OAUTH_PROVIDER_NAMES, OAUTH_PROVIDERS, type OAuthProviderId } from '@/contracts/auth-providers';
import type { PlatformEnv } from '../env';
import { localClientId, localClientSecret } from '../local-idp/availability';
import { LocalIdpUnavailableError, localIdp } from '../local-idp/mount';
import { log } from '../log/logger';

export interface ProviderSetup {
  socialProviders: NonNullable<BetterAuthOptions['socialProviders']>;
  genericOAuth: GenericOAuthConfig[];
  available: ReadonlySet<OAuthProviderId>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Google and LinkedIn give OpenID Connect names: the first name is `name`, the family name `surname`. */
const oidcNames = (profile: { given_name?: string; family_name?: string; name?: string }) => ({
  name: profile.given_name || profile.name || '',
  surname: profile.family_name ?? '',
});

/** Seznam (login.szn.cz): plain OAuth 2.0, scope `identity`, stable id `oauth_user_id`. */
function seznam(credentials: { clientId: string; clientSecret: string }): GenericOAuthConfig {
  return {
    providerId: 'seznam',
    name: 'Seznam',
    ...credentials,
    authorizationUrl: 'https://login.szn.cz/api/v1/oauth/auth',
    tokenUrl: 'https://login.szn.cz/api/v1/oauth/token',
    userInfoUrl: 'https://login.szn.cz/api/v1/user',
    scopes: ['identity'],
    accountSubject: ({ profile }) => text(profile.oauth_user_id),
    mapProfileToUser: (profile) => ({
      name: text(profile.firstname) || text(profile.username),
      surname: text(profile.lastname),
      // A Seznam account is its own mailbox, so its address is verified by definition.
      email: text(profile.email) || `${text(profile.username)}@${text(profile.domain)}`,
      emailVerified: true,
      image: text(profile.avatar_url) || undefined,
    }),
  };
}

/** A provider without credentials, served by the local OpenID Connect provider. */
function local(env: PlatformEnv, provider: OAuthProviderId, idp: { issuer: string; internalUrl: string }) {
  return {
    providerId: provider,
    name: `${OAUTH_PROVIDER_NAMES[provider]} (local test sign-in)`,
    clientId: localClientId(provider),
    clientSecret: localClientSecret(env, provider),
    discoveryUrl: `${idp.internalUrl}/.well-known/openid-configuration`,
    authorizationUrl: `${idp.issuer}/auth`,
    requireIdTokenVerification: true,
    scopes: ['openid', 'email', 'profile'],
    // Always show the form, so another test person can sign in after a logout.
    prompt: 'login',
    disableProviderLogout: true,
    mapProfileToUser: (profile) => ({ name: text(profile.given_name), surname: text(profile.family_name) }),
  } satisfies GenericOAuthConfig;
}

async function startLocalIdpIfNeeded(env: PlatformEnv, needed: boolean) {
  if (!needed || !env.localIdpEnabled) return null;
  try {
    return await localIdp();
  } catch (error) {
    if (!(error instanceof LocalIdpUnavailableError)) throw error;
    log.error(`${error.message} Providers without credentials stay unavailable.`);
    return null;
  }
}

/** Real providers where credentials are configured, the local test sign-in for the others (when allowed). */
export async function providerSetup(env: PlatformEnv): Promise<ProviderSetup> {
  const { google, linkedin, seznam: seznamCredentials } = env.providerCredentials;
  const socialProviders: ProviderSetup['socialProviders'] = {};
  const genericOAuth: GenericOAuthConfig[] = [];
  if (google) socialProviders.google = { ...google, prompt: 'select_account', mapProfileToUser: oidcNames };
  if (linkedin) socialProviders.linkedin = { ...linkedin, mapProfileToUser: oidcNames };
  if (seznamCredentials) genericOAuth.push(seznam(seznamCredentials));
  const missing = OAUTH_PROVIDERS.filter((provider) => !env.providerCredentials[provider]);
  const idp = await startLocalIdpIfNeeded(env, missing.length > 0);
  if (idp) for (const provider of missing) genericOAuth.push(local(env, provider, idp));
  const available = new Set(OAUTH_PROVIDERS.filter((provider) => env.providerCredentials[provider] || idp));
  return { socialProviders, genericOAuth, available };
}
