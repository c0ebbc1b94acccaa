import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { platformEnv } from '../env';

/**
 * Each purpose's key is derived from AUTH_SECRET with its own label, so one kind of link never
 * passes for another. A label is part of every link already sent: changing it makes them forged.
 */
const KEY_LABELS = {
  'company-invitation': 'tribe-company-invitation-links',
  'company-signup': 'tribe-company-signup-links',
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

export type SignedTokenCheck<Fields> =
  | { valid: true; fields: Fields }
  | { valid: false; reason: 'forged' }
  /** Genuine but too old: its fields can still say whose it was. */
  | { valid: false; reason: 'expired'; fields: Fields };

/** A sealed base64url JSON payload of the expiry (milliseconds since the epoch) and the fields. */
export function signToken(purpose: SigningPurpose, fields: string[], expiresAt: number): string {
  return seal(purpose, Buffer.from(JSON.stringify([expiresAt, ...fields])).toString('base64url'));
}

const claimsShape = z.tuple([z.number()], z.unknown());

function readPayload(payload: string): unknown[] | null {
  try {
    const claims = claimsShape.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}

/**
 * Checks a token's signature for its purpose, then that its fields have the shape `fields`
 * describes (a signature says who made a token, not that its fields can be looked up), then its
 * expiry; says nothing about whether it was used. A token of another shape is forged.
 */
export function verifyToken<Fields extends z.ZodType<unknown[]>>(
  purpose: SigningPurpose,
  token: string,
  fields: Fields,
  now = Date.now(),
): SignedTokenCheck<z.output<Fields>> {
  const payload = unseal(purpose, token);
  const claims = payload === null ? null : readPayload(payload);
  const parsed = claims && fields.safeParse(claims.slice(1));
  if (!claims || !parsed?.success) return { valid: false, reason: 'forged' };
  if ((claims[0] as number) < now) return { valid: false, reason: 'expired', fields: parsed.data };
  return { valid: true, fields: parsed.data };
}
