import 'server-only';
import { type Locale, locales } from '@tribe/routes';
import { z } from 'zod';
import { contactEmailConfirmEndpoint } from '@/contracts/endpoints/profile';
import { CONTACT_EMAIL_CONFIRMATION } from '@/contracts/profile';
import { platformEnv } from '@/server/env';
import { signToken, verifyToken } from '@/server/http/signed-token';

const PURPOSE = 'contact-email';

/** What a confirmation link names: whose address, which one, the one-time secret, and the language of its pages. */
export interface ContactLink {
  userId: string;
  email: string;
  nonce: string;
  locale: Locale;
}

export type ContactLinkCheck =
  | { valid: true; link: ContactLink }
  | { valid: false; reason: 'forged' }
  | { valid: false; reason: 'expired'; locale: Locale };

/** The address that confirms a contact email, valid for a day from `now`. */
export function contactLinkUrl(link: ContactLink, now = Date.now()): string {
  const expiresAt = now + CONTACT_EMAIL_CONFIRMATION.linkHours * 3600 * 1000;
  const token = signToken(PURPOSE, [link.userId, link.email, link.nonce, link.locale], expiresAt);
  return `${platformEnv().siteUrl}${contactEmailConfirmEndpoint(token)}`;
}

/** What `contactLinkUrl` signs, in its order. */
const contactLinkFields = z.tuple([
  z.string().min(1).max(255),
  z.string().min(1).max(320),
  z.string().min(1).max(64),
  z.enum(locales),
]);

/** Checks a link's signature and expiry; whether it is still unused is the database's to say. */
export function readContactLink(token: string): ContactLinkCheck {
  const check = verifyToken(PURPOSE, token, contactLinkFields);
  if (!check.valid && check.reason === 'forged') return check;
  const [userId, email, nonce, locale] = check.fields;
  if (!check.valid) return { valid: false, reason: 'expired', locale };
  return { valid: true, link: { userId, email, nonce, locale } };
}
