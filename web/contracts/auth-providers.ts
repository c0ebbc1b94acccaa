/** The OAuth providers a visitor can sign in with (spec section 9), in the order the modal shows them. */
export const OAUTH_PROVIDERS = ['google', 'linkedin', 'seznam'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];

/** Each provider's name as people know it. */
export const OAUTH_PROVIDER_NAMES: Record<OAuthProviderId, string> = {
  google: 'Google',
  linkedin: 'LinkedIn',
  seznam: 'Seznam',
};

export const isOAuthProvider = (value: string): value is OAuthProviderId =>
  (OAUTH_PROVIDERS as readonly string[]).includes(value);

/** Where better-auth's handler is mounted; it serves the provider callbacks below it. */
export const AUTH_BASE_PATH = '/api/auth';
