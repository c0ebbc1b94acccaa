import type { Preferences } from '@/contracts/preferences';
import { roleShareOfTitles } from './roles';

/** What tells an offer's work: its titles, the skills it asks for and its company's industries. */
export interface RelatableOffer {
  titles: (string | null)[];
  skills: { slug: string }[] | null;
  industries: (string | null)[] | null;
}

const industriesOf = (offer: RelatableOffer) =>
  (offer.industries ?? []).filter((industry): industry is string => industry !== null);

const share = <Item>(items: readonly Item[], counts: (item: Item) => boolean) =>
  items.filter(counts).length / items.length;

/**
 * How close each offer's work is to the roles the candidate wants, from 0 to 1, which orders the
 * offers showing the same score (docs/for-you.md). The offers fitting one of the roles (`fitting`)
 * tell the fields those roles are hired in and the skills their work asks for. It is the mean of
 * what can be told of an offer:
 * - its title: 1 when it fits a role, else the largest share of a role's words it holds;
 * - its field: the share of its company's industries that a fitting offer's company works in,
 *   when some offer fits and the company names its industries;
 * - its skills: the share of those it asks for that the candidate has or a fitting offer asks for,
 *   when it asks for some and the candidate's skills or a fitting offer tell what the work asks for;
 *   a skill foreign to both is the mark of another trade.
 * Without roles, nothing is related.
 */
export function relatednessToRoles<Offer extends RelatableOffer>(
  preferences: Preferences,
  fitting: readonly Offer[],
): (offer: Offer) => number {
  if (!preferences.roles.length) return () => 0;
  const fits = new Set(fitting);
  const fields = new Set(fitting.flatMap(industriesOf));
  const workIsKnown = fitting.length > 0 || preferences.skills.length > 0;
  const workSkills = new Set([
    ...preferences.skills,
    ...fitting.flatMap((offer) => (offer.skills ?? []).map((skill) => skill.slug)),
  ]);
  const roleShare = roleShareOfTitles(preferences.roles);
  return (offer) => {
    const industries = industriesOf(offer);
    const told = [
      fits.has(offer) ? 1 : roleShare(offer.titles),
      fields.size && industries.length ? share(industries, (industry) => fields.has(industry)) : null,
      workIsKnown && offer.skills?.length ? share(offer.skills, (skill) => workSkills.has(skill.slug)) : null,
    ].filter((part): part is number => part !== null);
    return told.reduce((sum, part) => sum + part, 0) / told.length;
  };
}
