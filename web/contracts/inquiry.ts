/** The B2B inquiry ('Get a free quote') API's contract, shared by the form and the server. */
import { locales } from '@tribe/routes';
import { z } from 'zod';
import { emailAddress, honeypot, requiredConsent } from './newsletter';
import { PHONE_PATTERN } from './profile';

export const INQUIRY_LIMITS = {
  companyName: 200,
  fullName: 200,
  phone: 30,
  jobPosition: 200,
  /** Characters of the editor's HTML, tags included. */
  message: 10_000,
} as const;

const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** Editor HTML with no text in it (such as an empty paragraph) counts as empty. */
const hasText = (html: string) => html.replace(/<[^>]*>|&nbsp;/g, '').trim().length > 0;

/** POST /api/inquiry. */
export const inquirySchema = z.strictObject({
  companyName: requiredText(INQUIRY_LIMITS.companyName),
  fullName: requiredText(INQUIRY_LIMITS.fullName),
  email: emailAddress,
  phone: z
    .string()
    .trim()
    .min(1)
    .max(INQUIRY_LIMITS.phone)
    .refine((value) => PHONE_PATTERN.test(value), {
      message: 'phone must be a phone number such as +420 777 123 456',
      params: { reason: 'invalid_phone' },
    }),
  jobPosition: z
    .string()
    .trim()
    .max(INQUIRY_LIMITS.jobPosition)
    .nullish()
    .transform((value) => value || null),
  /** The rich-text editor's HTML; the server keeps only the allowed tags and link protocols. */
  message: z.preprocess(
    (value) => (typeof value === 'string' && !hasText(value) ? '' : value),
    z.string().min(1).max(INQUIRY_LIMITS.message),
  ),
  consent: requiredConsent,
  /** The language the form was filled in, which the consent text was shown in. */
  language: z.enum(locales),
  website: honeypot,
});

export type InquiryInput = z.output<typeof inquirySchema>;

/** POST /api/inquiry answers 201 with this. */
export interface InquiryResult {
  received: true;
}
