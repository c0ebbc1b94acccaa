import type { EmploymentType, Seniority, WorkingMode } from '@tribe/schemas/job-enums';
import { type MatchReason, type Preferences, type Ranked, sameText } from '@/contracts/preferences';
import { amountInCzk, type ExchangeRates, topSalaryInCzk } from '@/search/salary-in-czk';
import { relatednessToRoles } from './relatedness';
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
  /** Its company's industries, which tell the field of its work. */
  industries: (string | null)[] | null;
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
 * As many of a candidate's skills as one offer can be expected to use: offers seldom name more, and
 * a CV's fifteen would otherwise never be met by any.
 */
const SKILLS_ONE_OFFER_USES = 5;

/**
 * How much of the skills matters to both: a harmonic mean of the share of the candidate's skills
 * the offer asks for (of at most as many as one offer uses) and the share of the offer's skills the
 * candidate has, the candidate's counting twice as much (van Rijsbergen's F2). The candidate names
 * the few things they do; an offer names every technology its work touches. So an offer asking for
 * one of a candidate's three skills is another job touching one of them and meets the skills in
 * part, while one asking for all the candidate does and a tool more meets them nearly in full.
 */
function skillsMet(preferences: Preferences, asked: Skill[]): { met: number; shared: string[] } {
  const shared = sharedSkills(preferences, asked);
  if (!shared.length) return { met: 0, shared };
  const ofCandidate = Math.min(1, shared.length / Math.min(preferences.skills.length, SKILLS_ONE_OFFER_USES));
  const ofOffer = shared.length / asked.length;
  return { met: (5 * ofCandidate * ofOffer) / (ofCandidate + 4 * ofOffer), shared };
}

/** The skills of the work meeting them best: a company has work for them when one of its offers does. */
function skillsMatch(preferences: Preferences, works: OfferWork[]): Match | null {
  if (!preferences.skills.length) return null;
  const best = works
    .map((work) => skillsMet(preferences, work.skills ?? []))
    .reduce((better, next) => (next.met > better.met ? next : better), { met: 0, shared: [] });
  return {
    criterion: 'skills',
    met: best.met,
    reason: best.shared.length ? { kind: 'skills', skills: best.shared } : null,
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
    skillsMatch(preferences, [offer]),
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

type Scored<Item> = Ranked<Item> & { exact: number };

/** Keeps what meets anything, in `order`, up to the limit. */
function best<Item, Entry extends Scored<Item>>(
  ranked: Entry[],
  order: (a: Entry, b: Entry) => number,
  limit: number,
): Ranked<Item>[] {
  return ranked
    .filter((entry) => entry.exact > 0)
    .sort(order)
    .slice(0, limit)
    .map(({ item, score, reasons }) => ({ item, score, reasons }));
}

/**
 * Offers ranked by the preferences, best first. Offers showing the same score go by how close their
 * work is to the candidate's roles, then by their exact score, then the newest first.
 */
export function rankOffers<Offer extends RankableOffer>(
  offers: Offer[],
  preferences: Preferences,
  rates: ExchangeRates,
  limit: number,
): Ranked<Offer>[] {
  const scoredOffers = offers.map((item) => {
    const { score, reasons } = offerScore(preferences, item, rates);
    return { item, exact: score, score: Math.round(score), reasons };
  });
  const fitting = scoredOffers.filter((entry) => entry.reasons.some((reason) => reason.kind === 'role'));
  const related = relatednessToRoles(
    preferences,
    fitting.map((entry) => entry.item),
  );
  return best(
    scoredOffers
      .filter((entry) => entry.exact > 0)
      .map((entry) => ({ ...entry, related: related(entry.item) })),
    (a, b) =>
      b.score - a.score ||
      b.related - a.related ||
      b.exact - a.exact ||
      (b.item.publishedAt ?? '').localeCompare(a.item.publishedAt ?? '') ||
      a.item.id.localeCompare(b.item.id),
    limit,
  );
}

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
      skillsMatch(preferences, item.openOffers),
      valuesMatch(preferences, item.valueTags),
      cityMatch(preferences, item.locations ?? []),
    ]);
    return { item, exact: score, score: Math.round(score), reasons };
  });
  return best(
    ranked,
    (a, b) =>
      b.exact - a.exact ||
      b.item.openPositionsCount - a.item.openPositionsCount ||
      a.item.name.localeCompare(b.item.name, 'cs'),
    limit,
  );
}
