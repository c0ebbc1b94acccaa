/**
 * The last page of `total` results, when `page` is past it (an old link to results since gone,
 * which opens the last page with its filters kept); null when the page exists or nothing does.
 */
export function lastPageIfPast(page: number, total: number, pageSize: number): number | null {
  const last = Math.ceil(total / pageSize);
  return page > last && last > 0 ? last : null;
}
