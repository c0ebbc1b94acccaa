import { getTranslations } from 'next-intl/server';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { Link } from '@/i18n/navigation';
import { type CompanyFilterState, companyFilterQuery } from '@/lib/companies/company-filters';

interface CompanyPaginationProps {
  state: CompanyFilterState;
  page: number;
  pages: number;
}

const item =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-electric-blue';

/** Page links (plain links, so they work without JavaScript), keeping the filters. */
export async function CompanyPagination({ state, page, pages }: CompanyPaginationProps) {
  if (pages <= 1) return null;
  const t = await getTranslations('CompanyList');
  const href = (target: number) => ({
    pathname: '/companies' as const,
    query: companyFilterQuery({ ...state, page: target }),
  });
  return (
    <nav
      aria-label={t('pagination_label')}
      className="mt-12 flex flex-wrap items-center justify-center gap-2"
    >
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={`${item} hover:bg-gray-100`}>
          <SpriteIcon name="chevron-left" className="h-4 w-4" /> {t('previous')}
        </Link>
      ) : null}
      <ul className="flex flex-wrap gap-1">
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <Link
              href={href(number)}
              aria-label={t('page', { page: number })}
              aria-current={number === page ? 'page' : undefined}
              className={`${item} ${number === page ? 'bg-secondary text-secondary-text' : 'hover:bg-gray-100'}`}
            >
              {number}
            </Link>
          </li>
        ))}
      </ul>
      {page < pages ? (
        <Link href={href(page + 1)} rel="next" className={`${item} hover:bg-gray-100`}>
          {t('next')} <SpriteIcon name="chevron-right" className="h-4 w-4" />
        </Link>
      ) : null}
    </nav>
  );
}
