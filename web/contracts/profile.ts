/**
 * The profile API's contract: input schemas with their limits (forms check with the same
 * schemas) and the shapes it answers. A refinement names its problem in `params.reason`,
 * which forms turn into a translated message.
 */
import { z } from 'zod';

export const PROFILE_LIMITS = {
  name: 100,
  surname: 100,
  email: 254,
  phone: 30,
  city: 100,
  webUrl: 500,
} as const;

/** The links that confirm a profile's contact address: how long one works, how often one may go out. */
export const CONTACT_EMAIL_CONFIRMATION = { linkHours: 24, resendMinutes: 10 } as const;

export const ENTRY_LIMITS = {
  degree: 30,
  organization: 200,
  title: 200,
  company: 200,
  location: 200,
  /** Characters of the editor's HTML, tags included. */
  description: 10_000,
  /** Entries of each kind one profile may hold. */
  entries: 30,
} as const;

export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,}[0-9]$/;
const isIsoDate = (value: string) => z.iso.date().safeParse(value).success;
/** The years a profile entry may name; PostgreSQL has no year 0, and no career spans centuries. */
export const ENTRY_YEARS = { min: 1900, max: 2100 } as const;
const isEntryYear = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= ENTRY_YEARS.min && year <= ENTRY_YEARS.max;
};
const dateRange = (field: string) => ({
  message: `${field} must be a date between ${ENTRY_YEARS.min} and ${ENTRY_YEARS.max}`,
  params: { reason: 'date_out_of_range' },
});
const today = () => new Date().toISOString().slice(0, 10);

const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** Optional text: missing, null and blank all mean 'empty' (stored as null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

const date = (field: string) =>
  z
    .string()
    .trim()
    .min(1)
    .refine(isIsoDate, {
      message: `${field} must be a date such as 2024-09-30`,
      params: { reason: 'invalid_date' },
    })
    .refine(isEntryYear, dateRange(field));

const optionalDate = (field: string) =>
  optionalText(10).refine((value) => value === null || isIsoDate(value), {
    message: `${field} must be a date such as 2024-09-30`,
    params: { reason: 'invalid_date' },
  });

/** PATCH /api/user/profile: any of these fields; an empty optional field clears it. */
export const profileUpdateSchema = z
  .strictObject({
    name: requiredText(PROFILE_LIMITS.name),
    surname: requiredText(PROFILE_LIMITS.surname),
    email: z
      .string()
      .trim()
      .max(PROFILE_LIMITS.email)
      .pipe(z.email({ message: 'email must be an email address' })),
    birthDate: optionalDate('birthDate').refine(
      (value) => value === null || (value >= '1900-01-01' && value <= today()),
      {
        message: 'birthDate must be a date between 1900-01-01 and today',
        params: { reason: 'invalid_birth_date' },
      },
    ),
    phone: optionalText(PROFILE_LIMITS.phone).refine((value) => value === null || PHONE_PATTERN.test(value), {
      message: 'phone must be a phone number such as +420 777 123 456',
      params: { reason: 'invalid_phone' },
    }),
    city: optionalText(PROFILE_LIMITS.city),
    webUrl: optionalText(PROFILE_LIMITS.webUrl).refine(
      (value) =>
        value === null ||
        z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).safeParse(value).success,
      {
        message: 'webUrl must be a web address starting with http:// or https://',
        params: { reason: 'invalid_web_url' },
      },
    ),
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, {
    message: 'Send at least one profile field to change.',
  });

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

function toNotBeforeFrom(entry: { from: string; to: string | null }, context: z.RefinementCtx) {
  if (entry.to !== null && entry.to < entry.from) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'to must not be before from',
      params: { reason: 'to_before_from' },
    });
  }
}

const entryDates = {
  /** The editor's HTML; the server keeps only the allowed tags and link protocols. */
  description: z
    .string()
    .max(ENTRY_LIMITS.description)
    .nullish()
    .transform((value) => value ?? ''),
  from: date('from'),
  /** Empty: the entry is current ('Present'). */
  to: optionalDate('to').refine((value) => value === null || isEntryYear(value), dateRange('to')),
};

/** POST /api/user/education and PUT /api/user/education/{id}. */
export const educationEntrySchema = z
  .strictObject({
    degree: optionalText(ENTRY_LIMITS.degree),
    organization: requiredText(ENTRY_LIMITS.organization),
    title: optionalText(ENTRY_LIMITS.title),
    ...entryDates,
  })
  .superRefine(toNotBeforeFrom);

export type EducationEntryInput = z.output<typeof educationEntrySchema>;

/** POST /api/user/experience and PUT /api/user/experience/{id}. */
export const experienceEntrySchema = z
  .strictObject({
    title: requiredText(ENTRY_LIMITS.title),
    company: requiredText(ENTRY_LIMITS.company),
    location: optionalText(ENTRY_LIMITS.location),
    ...entryDates,
  })
  .superRefine(toNotBeforeFrom);

export type ExperienceEntryInput = z.output<typeof experienceEntrySchema>;

/** GET /api/user/profile: the profile screen's personal data. */
export interface Profile {
  name: string;
  surname: string;
  /** The contact email; until the user changes it, the address the sign-in provider gave. */
  email: string;
  /** The address the sign-in provider vouched for (not editable). */
  signInEmail: string;
  /**
   * Whether `email` is verified: the sign-in provider vouched for it, or its owner opened the
   * confirmation link e-mailed to it. Only verified addresses link anonymous records (newsletter
   * subscriptions, inquiries) to the account.
   */
  emailConfirmed: boolean;
  /** When the latest confirmation link went to `email`; null once confirmed or while none was sent. */
  emailConfirmationSentAt: string | null;
  birthDate: string | null;
  phone: string | null;
  city: string | null;
  webUrl: string | null;
}

type EntryDates = {
  id: string;
  /** Sanitised HTML from the rich-text editor. */
  description: string;
  from: string;
  /** Null: the entry is current ('Present'). */
  to: string | null;
};

/** One education entry as GET /api/user/education lists it. */
export type EducationEntry = EntryDates & {
  degree: string | null;
  organization: string;
  title: string | null;
};

/** One experience entry as GET /api/user/experience lists it. */
export type ExperienceEntry = EntryDates & {
  title: string;
  company: string;
  location: string | null;
};
