import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { platformEnv } from '../env';

export type SignedTokenCheck =
  | { valid: true; fields: string[] }
  | { valid: false; reason: 'forged' }
  /** Genuine but too old: its fields can still say whose it was. */
  | { valid: false; reason: 'expired'; fields: string[] };

/** Each purpose signs with its own key derived from AUTH_SECRET, so one kind of link never passes for another. */
const keyFor = (purpose: string) =>
  createHmac('sha256', platformEnv().authSecret).update(`tribe-${purpose}-links`).digest();

const signature = (purpose: string, payload: string) =>
  createHmac('sha256', keyFor(purpose)).update(payload).digest('base64url');

/** `<payload>.<HMAC-SHA256>`, both base64url (safe in a URL query as it is): the fields and the expiry. */
export function signToken(purpose: string, fields: string[], expiresAt: number): string {
  const payload = Buffer.from(JSON.stringify([expiresAt, ...fields])).toString('base64url');
  return `${payload}.${signature(purpose, payload)}`;
}

function readPayload(payload: string): { expiresAt: number; fields: string[] } | null {
  try {
    const [expiresAt, ...fields]: unknown[] = JSON.parse(Buffer.from(payload, 'base64url').toString());
    if (typeof expiresAt !== 'number' || !fields.every((field) => typeof field === 'string')) return null;
    return { expiresAt, fields };
  } catch {
    return null;
  }
}

/** Checks a token's signature for its purpose, then its expiry; says nothing about whether it was used. */
export function verifyToken(purpose: string, token: string, now = Date.now()): SignedTokenCheck {
  const [payload, signed, extra] = token.split('.');
  if (!payload || !signed || extra !== undefined) return { valid: false, reason: 'forged' };
  const expected = Buffer.from(signature(purpose, payload));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { valid: false, reason: 'forged' };
  }
  const claims = readPayload(payload);
  if (!claims) return { valid: false, reason: 'forged' };
  if (claims.expiresAt < now) return { valid: false, reason: 'expired', fields: claims.fields };
  return { valid: true, fields: claims.fields };
}
