import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Locale } from '@tribe/routes';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '@/contracts/api-error';
import { CONTACT_EMAIL_CONFIRMATION } from '@/contracts/profile';
import { type Database, getDatabase } from '@/server/db';
import { type ContactEmailConfirmation, contactEmailConfirmation } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { consumeRateLimit, mayMailNow } from '@/server/http/rate-limit';
import { contactAddress, providerVerifiedAddress, readAccountAddresses } from './contact-address';
import { sendContactConfirmationMail } from './contact-confirmation-mail';
import { type ContactLink, readContactLink } from './contact-link';

/** Who asks for a confirmation link: counted by IP, and the language the mail is written in. */
export interface Requester {
  ip: string;
  locale: Locale;
}

/**
 * Makes the stored confirmation fit the current contact address: none is needed for the sign-in
 * address the provider verified; one for this very address is kept; otherwise a new, unconfirmed
 * one replaces whatever was confirmed for an earlier address. Answers the confirmation still
 * waiting (null when none is) and whether it was started just now.
 */
export async function settleConfirmation(
  db: Database,
  userId: string,
): Promise<{ waiting: ContactEmailConfirmation | null; started: boolean }> {
  const addresses = await readAccountAddresses(db, userId);
  if (!addresses) throw notFound('user_not_found', 'This account no longer exists.');
  const email = contactAddress(addresses);
  const { confirmation } = addresses;
  if (providerVerifiedAddress(addresses) === email) {
    if (confirmation) {
      await db.delete(contactEmailConfirmation).where(eq(contactEmailConfirmation.userId, userId));
    }
    return { waiting: null, started: false };
  }
  if (confirmation?.email === email) {
    return { waiting: confirmation.confirmedAt ? null : confirmation, started: false };
  }
  const fresh = {
    email,
    nonce: randomBytes(18).toString('base64url'),
    sentAt: null,
    confirmedAt: null,
    createdAt: new Date(),
  };
  const [waiting] = await db
    .insert(contactEmailConfirmation)
    .values({ userId, ...fresh })
    .onConflictDoUpdate({ target: contactEmailConfirmation.userId, set: fresh })
    .returning();
  return { waiting, started: true };
}

const { resendMinutes } = CONTACT_EMAIL_CONFIRMATION;

/** The answer while the address got a link minutes ago (for this account, or another naming it too). */
const tooSoon = () =>
  new ApiError(
    429,
    'rate_limited',
    `A link went to this address less than ${resendMinutes} minutes ago. Please try again later.`,
    'email',
    { 'Retry-After': String(resendMinutes * 60) },
  );

/**
 * E-mails the contact address its confirmation link (the secret of earlier links, a new
 * expiry). At most one message per address, and a few per user and IP, every 10 minutes.
 */
export async function sendContactConfirmation(userId: string, requester: Requester): Promise<void> {
  const db = await getDatabase();
  const { waiting } = await db.transaction((tx) => settleConfirmation(tx, userId));
  if (!waiting?.nonce) {
    throw new ApiError(409, 'email_already_confirmed', 'The contact email is already confirmed.', 'email');
  }
  await consumeRateLimit('contact-email', requester.ip, userId);
  const { email, nonce } = waiting;
  if (!(await mayMailNow('contact-email-confirmation', email))) throw tooSoon();
  await db.transaction(async (tx) => {
    await tx
      .update(contactEmailConfirmation)
      .set({ sentAt: new Date() })
      .where(and(eq(contactEmailConfirmation.userId, userId), eq(contactEmailConfirmation.nonce, nonce)));
    await sendContactConfirmationMail({ userId, email, nonce, locale: requester.locale }, tx);
  });
}

/** What a confirmation link leads to; every state but 'forged' knows the language of its page. */
export type ContactLinkState =
  | { state: 'ready' | 'confirmed'; email: string; locale: Locale }
  | { state: 'expired' | 'used'; locale: Locale }
  | { state: 'forged' };

/** A link that still names its user's waiting confirmation, for exactly its address. */
const sameConfirmation = (link: ContactLink) =>
  and(
    eq(contactEmailConfirmation.userId, link.userId),
    eq(contactEmailConfirmation.email, link.email),
    eq(contactEmailConfirmation.nonce, link.nonce),
  );

/** The link a token names, or the state of a forged or expired one. */
function genuineLink(token: string): { link: ContactLink } | { refused: ContactLinkState } {
  const check = readContactLink(token);
  if (check.valid) return { link: check.link };
  return {
    refused: check.reason === 'forged' ? { state: 'forged' } : { state: 'expired', locale: check.locale },
  };
}

/** Looks at a confirmation link without using it up. */
export async function inspectContactLink(token: string): Promise<ContactLinkState> {
  const genuine = genuineLink(token);
  if ('refused' in genuine) return genuine.refused;
  const { link } = genuine;
  const db = await getDatabase();
  const waiting = await db.$count(contactEmailConfirmation, sameConfirmation(link));
  return waiting
    ? { state: 'ready', email: link.email, locale: link.locale }
    : { state: 'used', locale: link.locale };
}

/**
 * Confirms the address of a link, once. A link for an address the profile no longer has is
 * used up: changing the contact address replaced its confirmation and secret.
 */
export async function confirmContactEmail(token: string): Promise<ContactLinkState> {
  const genuine = genuineLink(token);
  if ('refused' in genuine) return genuine.refused;
  const { link } = genuine;
  const db = await getDatabase();
  const confirmed = await db
    .update(contactEmailConfirmation)
    .set({ confirmedAt: new Date(), nonce: null })
    .where(sameConfirmation(link))
    .returning();
  return confirmed.length
    ? { state: 'confirmed', email: link.email, locale: link.locale }
    : { state: 'used', locale: link.locale };
}
