import { getTranslations } from 'next-intl/server';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import type { JobSearch } from '@/contracts/job-search';
import { Link } from '@/i18n/navigation';
import { jobSearchUrlQuery } from '@/lib/jobs/job-search-params';
import type { JobSearchHref } from './job-search-href';

interface JobPaginationProps {
  href: JobSearchHref;
  filters: JobSearch;
  page: number;
  pageCount: number;
}

/** Page numbers to show: the first, the last and two around the current one; null is a gap. */
export function visiblePages(page: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 1) pages.push(n);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

const itemClass =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold';

/** Links to the other pages of the results, with rel prev/next. */
export async function JobPagination({ href, filters, page, pageCount }: JobPaginationProps) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('JobList');
  const to = (n: number) => ({ ...href, query: jobSearchUrlQuery(filters, n) });
  const linkClass = `${itemClass} text-gray-900 hover:bg-gray-100 focus-visible:outline-3 focus-visible:outline-primary`;
  return (
    <nav aria-label={t('pagination')} className="mt-10 flex items-center justify-center gap-1">
      {page > 1 ? (
        <Link href={to(page - 1)} rel="prev" className={linkClass}>
          <SpriteIcon name="chevron-left" className="h-4 w-4" />
          <span className="sr-only sm:not-sr-only">{t('previous')}</span>
        </Link>
      ) : null}
      <ol className="flex items-center gap-1">
        {visiblePages(page, pageCount).map((n, index) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-gray-500">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${itemClass} bg-dark-blue text-white`}>
                  <span className="sr-only">{t('page', { page: n })}</span>
                  <span aria-hidden="true">{n}</span>
                </span>
              ) : (
                <Link
                  href={to(n)}
                  rel={n === page - 1 ? 'prev' : n === page + 1 ? 'next' : undefined}
                  aria-label={t('page', { page: n })}
                  className={linkClass}
                >
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link href={to(page + 1)} rel="next" className={linkClass}>
          <span className="sr-only sm:not-sr-only">{t('next')}</span>
          <SpriteIcon name="chevron-right" className="h-4 w-4" />
        </Link>
      ) : null}
    </nav>
  );
}
