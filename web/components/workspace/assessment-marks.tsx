import { useTranslations } from 'next-intl';
import { RATINGS } from '@/contracts/workspace';

/** The members' stars for a candidate, read out as "4 stars of 5"; nothing when there is no rating. */
export function RatingStars({ rating }: { rating: number | null }) {
  const t = useTranslations('Workspace');
  if (rating === null) return null;
  return (
    <span
      role="img"
      aria-label={t('rating_value', { rating })}
      className="whitespace-nowrap text-amber-700"
      data-testid="rating-stars"
    >
      {RATINGS.map((star) => (star <= rating ? '★' : '☆')).join('')}
    </span>
  );
}

/** A candidate's tags as small chips. */
export function TagChips({ tags }: { tags: readonly string[] }) {
  const t = useTranslations('Workspace');
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('tags_label')} data-testid="tag-chips">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
          {tag}
        </li>
      ))}
    </ul>
  );
}
