/**
 * The candidate preferences API's contract: what the preferences form sends and the server keeps,
 * checked against the option sets the site has (the company value tags, the job enumerations, the
 * currencies offers are paid in), and what the 'For you' page receives.
 */
import { companyValueTags } from '@tribe/schemas/company-value-tags';
import {
  employmentTypes,
  type SalaryCurrency,
  salaryCurrencies,
  seniorities,
  workingModes,
} from '@tribe/schemas/job-enums';
import { z } from 'zod';
import type { CompanySearchQueryResult, JobCardsQueryResult } from '@/contracts/sanity.types';
import { MAX_MIN_SALARY } from './job-search';

export const PREFERENCE_LIMITS = {
  cities: 10,
  city: 100,
  roles: 5,
  role: 60,
  skills: 15,
  skill: 100,
} as const;

/** The same text, whatever its case and accents: 'Frontend vývojář' is 'frontend vyvojar'. */
export const sameText = (a: string, b: string) => a.localeCompare(b, 'cs', { sensitivity: 'base' }) === 0;

const valueTags = companyValueTags.map((tag) => tag.value) as [
  (typeof companyValueTags)[number]['value'],
  ...(typeof companyValueTags)[number]['value'][],
];

/** A set of choices from one option list: each at most once, in any order. */
const choices = <const Options extends readonly [string, ...string[]]>(
  options: Options,
  max = options.length,
) =>
  z
    .array(z.enum(options))
    .max(max)
    .refine((list) => new Set(list).size === list.length, {
      message: 'Each choice may be given once.',
      params: { reason: 'duplicate_choice' },
    });

/** PUT /api/user/preferences: the whole set; an empty list means 'any'. */
export const preferencesSchema = z.strictObject({
  values: choices(valueTags),
  cities: z
    .array(z.string().trim().min(1).max(PREFERENCE_LIMITS.city))
    .max(PREFERENCE_LIMITS.cities)
    .refine((list) => new Set(list).size === list.length, {
      message: 'Each city may be given once.',
      params: { reason: 'duplicate_choice' },
    }),
  /** The roles the candidate wants, in their own words ('Frontend vývojář'). */
  roles: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .refine((role) => role.length <= PREFERENCE_LIMITS.role, { params: { reason: 'role_too_long' } }),
    )
    .refine((list) => list.length <= PREFERENCE_LIMITS.roles, { params: { reason: 'too_many_roles' } })
    .refine(
      (list) => list.every((role, index) => list.findIndex((other) => sameText(other, role)) === index),
      {
        message: 'Each role may be given once.',
        params: { reason: 'duplicate_choice' },
      },
    ),
  /** Technologies by their slug ('react'), as offers name them in their skills. */
  skills: z
    .array(z.string().trim().min(1).max(PREFERENCE_LIMITS.city))
    .refine((list) => list.length <= PREFERENCE_LIMITS.skills, { params: { reason: 'too_many_skills' } })
    .refine((list) => new Set(list).size === list.length, {
      message: 'Each skill may be given once.',
      params: { reason: 'duplicate_choice' },
    }),
  workingModes: choices(workingModes),
  seniorities: choices(seniorities),
  employmentTypes: choices(employmentTypes),
  /** A month's pay in `currency`; null: no minimum. */
  minSalary: z.custom<number | null>(
    (value) =>
      value === null || (Number.isInteger(value) && Number(value) >= 1 && Number(value) <= MAX_MIN_SALARY),
    {
      message: `minSalary must be a whole amount from 1 to ${MAX_MIN_SALARY}, or null`,
      params: { reason: 'invalid_min_salary' },
    },
  ),
  currency: z.enum(salaryCurrencies),
});

export type Preferences = z.output<typeof preferencesSchema>;

/** What a user who has saved nothing has: no wish, so nothing is ranked. */
export const NO_PREFERENCES: Preferences = {
  values: [],
  cities: [],
  roles: [],
  skills: [],
  workingModes: [],
  seniorities: [],
  employmentTypes: [],
  minSalary: null,
  currency: 'CZK' satisfies SalaryCurrency,
};

/**
 * The preferences with these roles and skills added to those kept (each once, up to the limits),
 * as a profile import proposes them.
 */
export const withRolesAndSkills = (
  preferences: Preferences,
  roles: string[],
  skills: string[],
): Preferences => ({
  ...preferences,
  roles: [...preferences.roles, ...roles]
    .filter((role, index, all) => all.findIndex((other) => sameText(other, role)) === index)
    .slice(0, PREFERENCE_LIMITS.roles),
  skills: [...new Set([...preferences.skills, ...skills])].slice(0, PREFERENCE_LIMITS.skills),
});

/** Whether the preferences name anything to rank by. */
export const hasPreferences = (preferences: Preferences): boolean =>
  preferences.minSalary !== null ||
  [
    preferences.roles,
    preferences.skills,
    preferences.values,
    preferences.cities,
    preferences.workingModes,
    preferences.seniorities,
    preferences.employmentTypes,
  ].some((list) => list.length > 0);

/** Why an offer or a company suits the user, one reason per matched preference. */
export type MatchReason =
  | { kind: 'role'; role: string }
  | { kind: 'hiringRole'; role: string }
  | { kind: 'skills'; skills: string[] }
  | { kind: 'values'; shared: number; of: number }
  | { kind: 'salary' }
  | { kind: 'city'; city: string }
  | { kind: 'workingMode'; workingMode: (typeof workingModes)[number] }
  | { kind: 'seniority'; seniority: (typeof seniorities)[number] }
  | { kind: 'employmentType'; employmentType: (typeof employmentTypes)[number] };

export interface Ranked<Item> {
  item: Item;
  /** 0 to 100: the share of the user's preferences it meets, weighted (README, 'For you'). */
  score: number;
  reasons: MatchReason[];
}

/** What the preferences form offers: the skills of the taxonomy and roles the live offers suggest. */
export interface PreferenceOptions {
  skills: { slug: string; name: string }[];
  roles: string[];
}

export type ForYouCompany = CompanySearchQueryResult['items'][number];

/** GET /api/user/for-you: offers and companies ranked by the user's preferences, best first. */
export interface ForYou {
  hasPreferences: boolean;
  offers: Ranked<JobCardsQueryResult[number]>[];
  companies: Ranked<ForYouCompany>[];
}
