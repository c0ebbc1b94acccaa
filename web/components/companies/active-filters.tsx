import { getTranslations } from 'next-intl/server';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { Link } from '@/i18n/navigation';
import { type CompanyFilterState, companyFilterQuery } from '@/lib/companies/company-filters';

export interface ActiveFilter {
  key: 'q' | 'city' | 'industry' | 'value';
  label: string;
}

/** The filters in use, each with a link that drops it, and one that drops them all. */
export async function ActiveFilters({
  state,
  filters,
}: {
  state: CompanyFilterState;
  filters: ActiveFilter[];
}) {
  if (!filters.length) return null;
  const t = await getTranslations('CompanyList');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h3 className="sr-only">{t('active_filters')}</h3>
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <li key={filter.key}>
            <Link
              href={{
                pathname: '/companies',
                query: companyFilterQuery({ ...state, [filter.key]: null, page: 1 }),
              }}
              scroll={false}
              aria-label={t('remove_filter', { label: filter.label })}
              className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1.5 text-sm font-medium text-secondary-text transition hover:brightness-110 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-electric-blue"
            >
              {filter.label}
              <SpriteIcon name="close" className="h-4 w-4" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        href="/companies"
        scroll={false}
        className="px-2 py-1.5 text-sm font-semibold text-gray-700 underline underline-offset-4 hover:text-gray-950"
      >
        {t('clear_filters')}
      </Link>
    </div>
  );
}
