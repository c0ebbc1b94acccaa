import type { EmploymentType, Seniority, WorkingMode } from '@tribe/schemas/job-enums';
import { type MatchReason, type Preferences, type Ranked, sameText } from '@/contracts/preferences';
import { amountInCzk, type ExchangeRates, topSalaryInCzk } from '@/search/salary-in-czk';
import { titleFitsRole } from './roles';

/**
 * How much each preference counts: what the candidate does first, then what they value and the
 * terms. A score is the weighted share of the preferences the user set that an offer or a company
 * meets, from 0 to 100 (README, 'For you'; docs/decisions.md).
 */
export const PREFERENCE_WEIGHTS = {
  role: 25,
  skills: 25,
  values: 20,
  salary: 10,
  city: 8,
  workingMode: 5,
  seniority: 5,
  employmentType: 2,
} as const;

type Criterion = keyof typeof PREFERENCE_WEIGHTS;

/** A technology an offer asks for. */
interface Skill {
  slug: string;
  name: string;
}

/** What an offer is: its title in both languages and the skills it asks for. */
interface OfferWork {
  titles: (string | null)[];
  skills: Skill[] | null;
}

/** What the ranking reads of an offer. */
export interface RankableOffer extends OfferWork {
  id: string;
  city: string | null;
  workingMode: WorkingMode | null;
  seniority: Seniority | null;
  employmentType: EmploymentType | null;
  salaryFrom: number | null;
  salaryTo: number | null;
  currency: string | null;
  publishedAt: string | null;
  /** Its company's value tags. */
  valueTags: string[] | null;
}

/** What the ranking reads of a company. */
export interface RankableCompany {
  id: string;
  name: string;
  locations: string[] | null;
  valueTags: string[] | null;
  openPositionsCount: number;
  /** What it hires for: its live offers. */
  openOffers: OfferWork[];
}

/** One criterion's part of a score: how well it is met (0 to 1) and the reason when it is. */
type Match = { criterion: Criterion; met: number; reason: MatchReason | null };

/** The names of the preferred skills among those asked for. */
const sharedSkills = (preferences: Preferences, asked: Skill[]) =>
  asked.filter((skill) => preferences.skills.includes(skill.slug)).map((skill) => skill.name);

/**
 * The first preferred role one of the works' titles fits, with the preferred skills that work asks
 * for; an offer is one work, a company fits a role by one of its open offers.
 */
function roleMatch(preferences: Preferences, works: OfferWork[], kind: 'role' | 'hiringRole'): Match | null {
  if (!preferences.roles.length) return null;
  const role = preferences.roles.find((wanted) =>
    works.some((work) => titleFitsRole(wanted, work.titles, sharedSkills(preferences, work.skills ?? []))),
  );
  return { criterion: 'role', met: role ? 1 : 0, reason: role ? { kind, role } : null };
}

/**
 * The preferred skills among those asked for, as a share of as many as could be shared: an offer
 * asking for React and TypeScript fully meets a candidate with both, or with React alone.
 */
function skillsMatch(preferences: Preferences, asked: Skill[]): Match | null {
  if (!preferences.skills.length) return null;
  const shared = sharedSkills(preferences, asked);
  const of = Math.min(preferences.skills.length, asked.length);
  return {
    criterion: 'skills',
    met: of ? shared.length / of : 0,
    reason: shared.length ? { kind: 'skills', skills: shared } : null,
  };
}

function valuesMatch(preferences: Preferences, tags: string[] | null): Match | null {
  const of = preferences.values.length;
  if (!of) return null;
  const shared = preferences.values.filter((value) => tags?.includes(value)).length;
  return { criterion: 'values', met: shared / of, reason: shared ? { kind: 'values', shared, of } : null };
}

function cityMatch(preferences: Preferences, cities: (string | null)[]): Match | null {
  if (!preferences.cities.length) return null;
  const city = cities.find((place) => place && preferences.cities.some((wanted) => sameText(wanted, place)));
  return { criterion: 'city', met: city ? 1 : 0, reason: city ? { kind: 'city', city } : null };
}

function choiceMatch<Value extends string>(
  criterion: 'workingMode' | 'seniority' | 'employmentType',
  wanted: readonly Value[],
  value: Value | null,
  reason: (value: Value) => MatchReason,
): Match | null {
  if (!wanted.length) return null;
  const met = value !== null && wanted.includes(value);
  return { criterion, met: met ? 1 : 0, reason: met ? reason(value) : null };
}

function salaryMatch(preferences: Preferences, offer: RankableOffer, rates: ExchangeRates): Match | null {
  if (preferences.minSalary === null) return null;
  const minimum = amountInCzk(preferences.minSalary, preferences.currency, rates);
  const pays = topSalaryInCzk(offer, rates);
  // An offer without a stated salary, or in a currency without a rate, cannot show it pays enough.
  const met = minimum !== null && pays !== null && pays >= minimum;
  return { criterion: 'salary', met: met ? 1 : 0, reason: met ? { kind: 'salary' } : null };
}

/** The weighted score of the matches, 0 to 100, and their reasons in the order of the weights. */
function scored(matches: (Match | null)[]): { score: number; reasons: MatchReason[] } {
  const set = matches.filter((match): match is Match => match !== null);
  const total = set.reduce((sum, match) => sum + PREFERENCE_WEIGHTS[match.criterion], 0);
  const gained = set.reduce((sum, match) => sum + PREFERENCE_WEIGHTS[match.criterion] * match.met, 0);
  return {
    score: total ? (100 * gained) / total : 0,
    reasons: set.flatMap((match) => (match.reason ? [match.reason] : [])),
  };
}

function offerScore(preferences: Preferences, offer: RankableOffer, rates: ExchangeRates) {
  return scored([
    roleMatch(preferences, [offer], 'role'),
    skillsMatch(preferences, offer.skills ?? []),
    valuesMatch(preferences, offer.valueTags),
    salaryMatch(preferences, offer, rates),
    cityMatch(preferences, [offer.city]),
    choiceMatch('workingMode', preferences.workingModes, offer.workingMode, (workingMode) => ({
      kind: 'workingMode',
      workingMode,
    })),
    choiceMatch('seniority', preferences.seniorities, offer.seniority, (seniority) => ({
      kind: 'seniority',
      seniority,
    })),
    choiceMatch('employmentType', preferences.employmentTypes, offer.employmentType, (employmentType) => ({
      kind: 'employmentType',
      employmentType,
    })),
  ]);
}

/** Keeps what meets anything, best first; `tie` orders equal scores. */
function best<Item>(
  ranked: (Ranked<Item> & { exact: number })[],
  tie: (a: Item, b: Item) => number,
  limit: number,
): Ranked<Item>[] {
  return ranked
    .filter((entry) => entry.exact > 0)
    .sort((a, b) => b.exact - a.exact || tie(a.item, b.item))
    .slice(0, limit)
    .map(({ exact: _exact, ...entry }) => entry);
}

/** Offers ranked by the preferences, best first; equal scores: the newest first. */
export function rankOffers<Offer extends RankableOffer>(
  offers: Offer[],
  preferences: Preferences,
  rates: ExchangeRates,
  limit: number,
): Ranked<Offer>[] {
  const ranked = offers.map((item) => {
    const { score, reasons } = offerScore(preferences, item, rates);
    return { item, exact: score, score: Math.round(score), reasons };
  });
  return best(
    ranked,
    (a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || a.id.localeCompare(b.id),
    limit,
  );
}

/** Each skill once, in the order first asked for. */
const distinctSkills = (skills: Skill[]) =>
  skills.filter((skill, index) => skills.findIndex((other) => other.slug === skill.slug) === index);

/**
 * Companies ranked by the preferences that describe a company: the roles and skills it hires for
 * (its open offers'), its values and cities; best first; equal scores: more open positions first,
 * then by name.
 */
export function rankCompanies<Company extends RankableCompany>(
  companies: Company[],
  preferences: Preferences,
  limit: number,
): Ranked<Company>[] {
  const ranked = companies.map((item) => {
    const { score, reasons } = scored([
      roleMatch(preferences, item.openOffers, 'hiringRole'),
      skillsMatch(preferences, distinctSkills(item.openOffers.flatMap((offer) => offer.skills ?? []))),
      valuesMatch(preferences, item.valueTags),
      cityMatch(preferences, item.locations ?? []),
    ]);
    return { item, exact: score, score: Math.round(score), reasons };
  });
  return best(
    ranked,
    (a, b) => b.openPositionsCount - a.openPositionsCount || a.name.localeCompare(b.name, 'cs'),
    limit,
  );
}
