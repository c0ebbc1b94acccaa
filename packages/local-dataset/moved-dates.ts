import type { SanityDocument } from './ndjson';

const DAY_MS = 86_400_000;
const DATE_FIELDS = ['publishedAt', 'validThrough', '_createdAt', '_updatedAt'] as const;

/** Whole days from `from` to `to`, rounded down. */
export const wholeDaysBetween = (from: Date, to: Date) =>
  Math.floor((to.getTime() - from.getTime()) / DAY_MS);

/**
 * A dataset written at `writtenAt` as if written on the day of `now`: its publication, closing and
 * system dates move by the same whole number of days, so every date keeps its distance from the
 * others and its time of day.
 */
export function withDatesMovedTo(
  documents: readonly SanityDocument[],
  writtenAt: Date,
  now: Date,
): SanityDocument[] {
  const days = wholeDaysBetween(writtenAt, now);
  if (days === 0) return [...documents];
  return documents.map((doc) => {
    const copy: SanityDocument = { ...doc };
    for (const field of DATE_FIELDS) {
      const value = doc[field];
      const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
      if (!Number.isNaN(time)) copy[field] = new Date(time + days * DAY_MS).toISOString();
    }
    return copy;
  });
}
