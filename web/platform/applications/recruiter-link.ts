import 'server-only';
import { localizedPath } from '@tribe/routes';
import { z } from 'zod';
import { platformEnv } from '@/server/env';
import { seal, unseal } from '@/server/http/signed-token';

/** How long a recruiter's link opens the application; an expired one can be renewed by e-mail. */
export const RECRUITER_LINK_DAYS = 30;

export type RecruiterTokenCheck =
  | { valid: true; applicationId: string }
  | { valid: false; reason: 'expired'; applicationId: string }
  | { valid: false; reason: 'invalid' };

/**
 * The key of a recruiter's link: `{applicationId}.{expiry}.{signature}`, the expiry in seconds
 * (base 36) and the signature an HMAC-SHA256 over both with a key derived from AUTH_SECRET.
 */
export function recruiterToken(applicationId: string, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + RECRUITER_LINK_DAYS * 24 * 60 * 60;
  return seal('recruiter', `${applicationId}.${expires.toString(36)}`);
}

/**
 * A token's parts as `recruiterToken` makes them: an application id (a UUID), the expiry in base
 * 36 and a base64url signature. A signature says who made a token, not that its id can be looked
 * up, so the shape is checked first.
 */
const tokenShape = z.tuple([
  z.uuid(),
  z.string().regex(/^[0-9a-z]{1,12}$/),
  z.string().regex(/^[A-Za-z0-9_-]{43}$/),
]);

/**
 * Checks a token's shape and signature, then its expiry; an expired but genuine token still
 * names its application. Anything malformed is simply invalid.
 */
export function checkRecruiterToken(token: string, now = new Date()): RecruiterTokenCheck {
  const parts = tokenShape.safeParse(token.split('.'));
  if (!parts.success) return { valid: false, reason: 'invalid' };
  if (unseal('recruiter', token) === null) return { valid: false, reason: 'invalid' };
  const [applicationId, expiry] = parts.data;
  const expires = Number.parseInt(expiry, 36);
  if (!Number.isFinite(expires) || expires * 1000 <= now.getTime()) {
    return { valid: false, reason: 'expired', applicationId };
  }
  return { valid: true, applicationId };
}

/** The page a recruiter opens from the e-mail. */
export function recruiterUrl(applicationId: string, locale: 'cs' | 'en', now = new Date()): string {
  const token = recruiterToken(applicationId, now);
  return `${platformEnv().siteUrl}${localizedPath('/recruiter/applications/[token]', locale, { token })}`;
}
