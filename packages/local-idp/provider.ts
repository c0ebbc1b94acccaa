import { createHmac, generateKeyPairSync } from 'node:crypto';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { LocalPeople } from './accounts';
import type { LocalIdpOptions } from './options';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** The sign-in is first-party: grant the requested scopes without a consent screen. */
async function grantWithoutConsent(ctx: KoaContextWithOIDC) {
  const { client, session } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId) return ctx.oidc.provider.Grant.find(grantId);
  const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope('openid email profile');
  await grant.save();
  return grant;
}

/** An OpenID Connect provider with one confidential client per emulated sign-in provider. */
export function createLocalProvider(
  { issuer, secret, clients }: Pick<LocalIdpOptions, 'issuer' | 'secret' | 'clients'>,
  people: LocalPeople,
): Provider {
  const mountPath = new URL(issuer).pathname;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const configuration: Configuration = {
    clients: clients.map((client) => ({
      client_id: client.id,
      client_secret: client.secret,
      redirect_uris: [client.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    conformIdTokenClaims: false,
    cookies: { keys: [createHmac('sha256', secret).update('local-idp-cookies').digest('base64url')] },
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx, subject) => {
      const claims = people.claims(subject);
      return claims ? { accountId: subject, claims: () => claims } : undefined;
    },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    jwks: { keys: [{ ...signingKey, alg: 'RS256', use: 'sig', kid: 'local-idp' }] },
    loadExistingGrant: grantWithoutConsent,
    pkce: { required: () => true },
    ttl: {
      AccessToken: 10 * MINUTE,
      AuthorizationCode: MINUTE,
      Grant: HOUR,
      IdToken: 10 * MINUTE,
      Interaction: 10 * MINUTE,
      Session: HOUR,
    },
  };
  const provider = new Provider(issuer, configuration);
  // Browser-facing URLs are built from the X-Forwarded-* headers the /dev-idp route sets.
  provider.proxy = true;
  return provider;
}
