import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { platformEnv } from '../env';

/**
 * Each purpose's key is derived from AUTH_SECRET with its own label, so one kind of link never
 * passes for another. A label is part of every link already sent: changing it makes them forged.
 */
const KEY_LABELS = {
  'company-invitation': 'tribe-company-invitation-links',
  'contact-email': 'tribe-contact-email-links',
  'job-alert': 'tribe-job-alert-links',
  newsletter: 'tribe-newsletter-links',
  recruiter: 'tribe-recruiter-link',
  preview: 'tribe-preview',
} as const;

export type SigningPurpose = keyof typeof KEY_LABELS;

export const purposeKey = (purpose: SigningPurpose): Buffer =>
  createHmac('sha256', platformEnv().authSecret).update(KEY_LABELS[purpose]).digest();

const signature = (purpose: SigningPurpose, payload: string) =>
  createHmac('sha256', purposeKey(purpose)).update(payload).digest('base64url');

/** Compares in time that does not depend on where the two differ. */
export function sameSecret(given: string, expected: string): boolean {
  const givenBytes = Buffer.from(given);
  const expectedBytes = Buffer.from(expected);
  return givenBytes.length === expectedBytes.length && timingSafeEqual(givenBytes, expectedBytes);
}

/** `<payload>.<HMAC-SHA256, base64url>`; the payload must already be safe in a URL. */
export const seal = (purpose: SigningPurpose, payload: string): string =>
  `${payload}.${signature(purpose, payload)}`;

/** The payload of a sealed token when the purpose's key signed it, else null. */
export function unseal(purpose: SigningPurpose, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot < 1) return null;
  const payload = token.slice(0, dot);
  return sameSecret(token.slice(dot + 1), signature(purpose, payload)) ? payload : null;
}

export type SignedTokenCheck =
  | { valid: true; fields: string[] }
  | { valid: false; reason: 'forged' }
  /** Genuine but too old: its fields can still say whose it was. */
  | { valid: false; reason: 'expired'; fields: string[] };

/** A sealed base64url JSON payload of the expiry (milliseconds since the epoch) and the fields. */
export function signToken(purpose: SigningPurpose, fields: string[], expiresAt: number): string {
  return seal(purpose, Buffer.from(JSON.stringify([expiresAt, ...fields])).toString('base64url'));
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
export function verifyToken(purpose: SigningPurpose, token: string, now = Date.now()): SignedTokenCheck {
  const payload = unseal(purpose, token);
  const claims = payload === null ? null : readPayload(payload);
  if (!claims) return { valid: false, reason: 'forged' };
  if (claims.expiresAt < now) return { valid: false, reason: 'expired', fields: claims.fields };
  return { valid: true, fields: claims.fields };
}
