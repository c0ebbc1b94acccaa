import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { platformEnv } from '../env';

export type LinkPurpose = 'confirm' | 'unsubscribe';

export interface LinkClaims {
  purpose: LinkPurpose;
  subscriptionId: string;
  /** The confirmation's one-time secret; unsubscribe links need none (the row disappears). */
  nonce?: string;
  /** Milliseconds since the epoch; absent: the link does not expire. */
  expiresAt?: number;
}

export type LinkCheck = { valid: true; claims: LinkClaims } | { valid: false; reason: 'forged' | 'expired' };

/** The links' own key, derived from AUTH_SECRET so it never has to be configured. */
const linkKey = () =>
  createHmac('sha256', platformEnv().authSecret).update('tribe-newsletter-links').digest();

const signature = (payload: string) => createHmac('sha256', linkKey()).update(payload).digest('base64url');

/** `<payload>.<HMAC-SHA256>`, both base64url: safe in a URL query as it is. */
export function signLinkToken(claims: LinkClaims): string {
  const payload = Buffer.from(
    JSON.stringify([claims.purpose, claims.subscriptionId, claims.nonce ?? '', claims.expiresAt ?? 0]),
  ).toString('base64url');
  return `${payload}.${signature(payload)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function readPayload(payload: string): LinkClaims | null {
  try {
    const [purpose, subscriptionId, nonce, expiresAt] = JSON.parse(
      Buffer.from(payload, 'base64url').toString(),
    );
    if (!UUID.test(subscriptionId) || typeof nonce !== 'string' || typeof expiresAt !== 'number') {
      return null;
    }
    return { purpose, subscriptionId, nonce: nonce || undefined, expiresAt: expiresAt || undefined };
  } catch {
    return null;
  }
}

/** Checks a link's signature, purpose and expiry; says nothing about whether it was used. */
export function verifyLinkToken(token: string, purpose: LinkPurpose, now = Date.now()): LinkCheck {
  const [payload, signed, extra] = token.split('.');
  if (!payload || !signed || extra !== undefined) return { valid: false, reason: 'forged' };
  const expected = Buffer.from(signature(payload));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { valid: false, reason: 'forged' };
  const claims = readPayload(payload);
  if (!claims || claims.purpose !== purpose) return { valid: false, reason: 'forged' };
  if (claims.expiresAt && claims.expiresAt < now) return { valid: false, reason: 'expired' };
  return { valid: true, claims };
}
