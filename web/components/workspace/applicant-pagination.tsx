import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button-styles';
import type { ApplicantQuery } from '@/contracts/workspace';
import type { Query } from '@/i18n/href';
import { Link } from '@/i18n/navigation';

interface ApplicantPaginationProps {
  query: ApplicantQuery;
  page: number;
  pages: number;
}

/** The query of `query` on another page, without empty values. */
function pageQuery(query: ApplicantQuery, page: number): Query {
  const chosen: Query = {};
  for (const [name, value] of Object.entries({ ...query, page: page > 1 ? page : undefined })) {
    if (value !== undefined && value !== '') chosen[name] = value;
  }
  return chosen;
}

/** Previous and next page, keeping the search and filters (plain links). */
export function ApplicantPagination({ query, page, pages }: ApplicantPaginationProps) {
  const t = useTranslations('Workspace');
  if (pages <= 1) return null;
  const href = (target: number) => ({
    pathname: '/company-workspace/applicants' as const,
    query: pageQuery(query, target),
  });
  return (
    <nav
      aria-label={t('applicants_pages')}
      className="mt-6 flex flex-wrap items-center justify-between gap-3"
    >
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={buttonClasses('secondary-outline', 'sm')}>
          {t('applicants_previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-gray-700" aria-current="page">
        {t('applicants_page', { page, pages })}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} rel="next" className={buttonClasses('secondary-outline', 'sm')}>
          {t('applicants_next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
