import type { MatchReason } from '@/contracts/preferences';

interface Offer {
  titles: (string | null)[];
}

/** An offer's titles in both languages, as one text. */
export const offerTitle = (offer: Offer) => offer.titles.filter(Boolean).join(' / ');

/** Whether an offer is a software or data job, by its title. */
export const isIt = (offer: Offer) =>
  /vývojář|developer|programmer|devops|tester|QA engineer|data|security engineer|ML engineer|UX/i.test(
    offerTitle(offer),
  );

/** The roles and skills a card's reasons name. */
export const reasonNames = (reasons: MatchReason[]) =>
  reasons.flatMap((reason) =>
    reason.kind === 'role' || reason.kind === 'hiringRole'
      ? [reason.role]
      : reason.kind === 'skills'
        ? reason.skills
        : [],
  );
