import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Locale } from '@tribe/routes';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { NewsletterAudience, NewsletterSubscribeInput } from '@/contracts/newsletter';
import { getDatabase } from '@/server/db';
import { type NewsletterSubscription, newsletterSubscription } from '@/server/db/schema';
import { mayMailNow } from '@/server/http/rate-limit';
import { platformTranslator } from '@/server/i18n/texts';
import { type LinkPurpose, verifyLinkToken } from './link-tokens';
import { recipientLocale, sendConfirmationMail } from './newsletter-mail';

/**
 * Signs an address up and e-mails the confirmation link. New and waiting addresses get the
 * message (a waiting one again, with the same link secret, once 10 minutes have passed since the
 * last); a confirmed one gets nothing. The caller answers the same in every case, so nobody
 * learns who is subscribed.
 */
export async function subscribe(input: NewsletterSubscribeInput): Promise<void> {
  if (input.website) return;
  const email = input.email.toLowerCase();
  // Sign-ups must not flood an inbox: one confirmation per address and audience in 10 minutes.
  const mayMail = await mayMailNow('newsletter-confirmation', `${input.audience}:${email}`);
  const db = await getDatabase();
  const consent = {
    locale: input.language,
    consentText: platformTranslator(input.language, 'NewsletterForm')(`consent_${input.audience}`),
    consentedAt: new Date(),
  };
  // The sign-up and its confirmation link are committed together.
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterSubscription)
      .values({
        email,
        audience: input.audience,
        ...consent,
        confirmNonce: randomBytes(18).toString('base64url'),
      })
      .onConflictDoNothing()
      .returning();
    const [waiting] = created
      ? [created]
      : await tx
          .update(newsletterSubscription)
          .set(consent)
          .where(
            and(
              eq(newsletterSubscription.email, email),
              eq(newsletterSubscription.audience, input.audience),
              isNull(newsletterSubscription.confirmedAt),
            ),
          )
          .returning();
    if (!mayMail || !waiting?.confirmNonce) return;
    await sendConfirmationMail(waiting, waiting.confirmNonce, tx);
  });
}

/** What an e-mailed link leads to: 'ready' to use, or why not. */
export type LinkState =
  | { state: 'ready'; subscription: NewsletterSubscription }
  | { state: 'forged' | 'expired' }
  | { state: 'used'; subscription?: NewsletterSubscription };

/** Looks at a confirmation or unsubscribe link without using it up. */
export async function inspectLink(token: string, purpose: LinkPurpose): Promise<LinkState> {
  const check = verifyLinkToken(token, purpose);
  if (!check.valid) return { state: check.reason };
  const db = await getDatabase();
  const [subscription] = await db
    .select()
    .from(newsletterSubscription)
    .where(eq(newsletterSubscription.id, check.claims.subscriptionId));
  if (!subscription) return { state: 'used' };
  const usable = purpose === 'unsubscribe' || subscription.confirmNonce === check.claims.nonce;
  return usable ? { state: 'ready', subscription } : { state: 'used', subscription };
}

export type RefusedLink = Exclude<LinkState, { state: 'ready' }>;

export type LinkOutcome =
  | { done: true; locale: Locale; audience: NewsletterAudience }
  | { done: false; state: RefusedLink };

const doneWith = (subscription: NewsletterSubscription): LinkOutcome => ({
  done: true,
  locale: recipientLocale(subscription),
  audience: subscription.audience,
});

/** Confirms the subscription of a confirmation link, once. */
export async function confirmSubscription(token: string): Promise<LinkOutcome> {
  const check = verifyLinkToken(token, 'confirm');
  if (!check.valid) return { done: false, state: { state: check.reason } };
  const db = await getDatabase();
  const [confirmed] = await db
    .update(newsletterSubscription)
    .set({ confirmedAt: new Date(), confirmNonce: null })
    .where(
      and(
        eq(newsletterSubscription.id, check.claims.subscriptionId),
        eq(newsletterSubscription.confirmNonce, check.claims.nonce ?? ''),
      ),
    )
    .returning();
  if (confirmed) return doneWith(confirmed);
  // Someone else used the link at the same moment: for this request it is used.
  const state = await inspectLink(token, 'confirm');
  return { done: false, state: state.state === 'ready' ? { state: 'used' } : state };
}

/** Ends the subscription of an unsubscribe link; its record goes with it. */
export async function unsubscribe(token: string): Promise<LinkOutcome> {
  const check = verifyLinkToken(token, 'unsubscribe');
  if (!check.valid) return { done: false, state: { state: check.reason } };
  const db = await getDatabase();
  const [removed] = await db
    .delete(newsletterSubscription)
    .where(eq(newsletterSubscription.id, check.claims.subscriptionId))
    .returning();
  return removed ? doneWith(removed) : { done: false, state: { state: 'used' } };
}

/** The subscriptions of these addresses, for an account's data export. */
export async function subscriptionsOf(emails: string[]) {
  const db = await getDatabase();
  return db
    .select({
      email: newsletterSubscription.email,
      audience: newsletterSubscription.audience,
      language: newsletterSubscription.locale,
      consentText: newsletterSubscription.consentText,
      consentedAt: newsletterSubscription.consentedAt,
      confirmedAt: newsletterSubscription.confirmedAt,
      createdAt: newsletterSubscription.createdAt,
    })
    .from(newsletterSubscription)
    .where(inArray(newsletterSubscription.email, emails))
    .orderBy(asc(newsletterSubscription.createdAt));
}

/** Removes every subscription of these addresses (account deletion). */
export async function deleteSubscriptionsOf(emails: string[]): Promise<void> {
  const db = await getDatabase();
  await db.delete(newsletterSubscription).where(inArray(newsletterSubscription.email, emails));
}
