/** The signed-in user and the sign-in providers' callbacks. */
import { AUTH_BASE_PATH, type OAuthProviderId } from '../auth-providers';

export const meEndpoint = '/api/me';

export const authCallbackEndpoint = (provider: OAuthProviderId) => `${AUTH_BASE_PATH}/callback/${provider}`;
