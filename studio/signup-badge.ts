import type { DocumentBadgeComponent } from 'sanity';

type Review = { state?: string; freeMail?: boolean } | undefined;

/** A signed-up company's review state on its document, and the free-mail flag while it waits. */
export const signupBadge: DocumentBadgeComponent = ({ draft, published }) => {
  const review = (draft ?? published)?.review as Review;
  if (review?.state === 'pending') {
    return review.freeMail
      ? { label: 'Waiting for approval · free-mail address', color: 'warning' }
      : { label: 'Waiting for approval', color: 'warning' };
  }
  if (review?.state === 'declined') return { label: 'Declined', color: 'danger' };
  return null;
};
