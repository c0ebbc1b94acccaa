import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { OAuthProviderId } from '@/contracts/auth-providers';
import { AUTH_BASE_PATH } from '@/contracts/auth-providers';
import { getDatabase } from '../db';
import * as schema from '../db/schema';
import { platformEnv } from '../env';
import { sharedOnce } from '../process-shared';
import { providerSetup } from './providers';
import { SESSION_IDLE_SECONDS, SESSION_REFRESH_AFTER_SECONDS } from './session-policy';

/** Where the sign-in window lands after the provider: the page that tells the opener 'OK'. */
export const SIGN_IN_COMPLETE_PATH = '/auth/complete';

async function createAuth() {
  const env = platformEnv();
  const [db, providers] = await Promise.all([getDatabase(), providerSetup(env)]);
  const auth = betterAuth({
    appName: 'Tribe',
    baseURL: env.siteUrl,
    basePath: AUTH_BASE_PATH,
    secret: env.authSecret,
    trustedOrigins: [env.siteOrigin],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    // Filled from the provider profile at the first sign-in (only the callbacks of better-auth are served).
    user: { additionalFields: { surname: { type: 'string', required: false, defaultValue: '' } } },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: SESSION_REFRESH_AFTER_SECONDS },
    account: { accountLinking: { enabled: true } },
    socialProviders: providers.socialProviders,
    plugins: [genericOAuth({ config: providers.genericOAuth })],
    onAPIError: { errorURL: `${env.siteUrl}${SIGN_IN_COMPLETE_PATH}` },
    // Sign-in attempts are counted by the platform's own limiter (http/rate-limit.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      // With https every cookie is `__Host-` (Secure, Path=/, no Domain); better-auth itself only knows `__Secure-`.
      useSecureCookies: false,
      cookiePrefix: env.secureCookies ? '__Host-tribe' : 'tribe',
      defaultCookieAttributes: { secure: env.secureCookies, sameSite: 'lax', httpOnly: true, path: '/' },
      database: { generateId: () => crypto.randomUUID() },
    },
  });
  return { auth, availableProviders: providers.available as ReadonlySet<OAuthProviderId> };
}

export type AuthSetup = Awaited<ReturnType<typeof createAuth>>;
export type Auth = AuthSetup['auth'];

/** The process's better-auth instance and the providers it can sign in with, created once. */
export function getAuthSetup(): Promise<AuthSetup> {
  const env = platformEnv();
  return sharedOnce('auth', `${env.siteUrl}|${env.databaseUrl ?? env.dataDir}`, createAuth);
}

export async function getAuth(): Promise<Auth> {
  return (await getAuthSetup()).auth;
}
