/** The newsletter API's contract: the sign-up body, shared by the forms and the server. */
import { locales } from '@tribe/routes';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './email-limits';

export const NEWSLETTER_AUDIENCES = ['candidate', 'b2b'] as const;
export type NewsletterAudience = (typeof NEWSLETTER_AUDIENCES)[number];

/** An e-mail address, trimmed, at most 254 characters. */
export const emailAddress = z
  .string()
  .trim()
  .min(1)
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ message: 'email must be an email address' }));

/** A required consent box: unticked is the same as missing (`required`). */
export const requiredConsent = z.preprocess((value) => (value === false ? undefined : value), z.boolean());

/**
 * Bots fill every field they find; people never see this one. Anything in it makes the server
 * answer as usual and keep nothing.
 */
export const honeypot = z.string().max(1000).optional();

/** POST /api/newsletter/subscribe. */
export const newsletterSubscribeSchema = z.strictObject({
  email: emailAddress,
  audience: z.enum(NEWSLETTER_AUDIENCES),
  consent: requiredConsent,
  /** The language of the confirmation e-mail and of every later message. */
  language: z.enum(locales),
  website: honeypot,
});

export type NewsletterSubscribeInput = z.output<typeof newsletterSubscribeSchema>;

/** The one answer to every accepted sign-up, whether the address was new, waiting or subscribed. */
export interface NewsletterSubscribeResult {
  ok: true;
}
