import 'server-only';
import { z } from 'zod';
import { rowId } from '@/server/http/route-params';
import { seal, unseal } from '@/server/http/signed-token';

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

/** A sealed base64url payload, safe in a URL query as it is; both purposes share the newsletter key. */
export function signLinkToken(claims: LinkClaims): string {
  const payload = Buffer.from(
    JSON.stringify([claims.purpose, claims.subscriptionId, claims.nonce ?? '', claims.expiresAt ?? 0]),
  ).toString('base64url');
  return seal('newsletter', payload);
}

/** What `signLinkToken` seals, in its order. */
const claimsShape = z.tuple([z.enum(['confirm', 'unsubscribe']), rowId, z.string().max(64), z.number()]);

function readPayload(payload: string): LinkClaims | null {
  try {
    const claims = claimsShape.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
    if (!claims.success) return null;
    const [purpose, subscriptionId, nonce, expiresAt] = claims.data;
    return { purpose, subscriptionId, nonce: nonce || undefined, expiresAt: expiresAt || undefined };
  } catch {
    return null;
  }
}

/** Checks a link's signature, purpose and expiry; says nothing about whether it was used. */
export function verifyLinkToken(token: string, purpose: LinkPurpose, now = Date.now()): LinkCheck {
  const payload = unseal('newsletter', token);
  const claims = payload === null ? null : readPayload(payload);
  if (!claims || claims.purpose !== purpose) return { valid: false, reason: 'forged' };
  if (claims.expiresAt && claims.expiresAt < now) return { valid: false, reason: 'expired' };
  return { valid: true, claims };
}
