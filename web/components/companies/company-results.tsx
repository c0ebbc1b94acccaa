import { getTranslations } from 'next-intl/server';
import type { DraftContent } from '@/content/preview/draft-content';
import {
  COMPANIES_PAGE_SIZE,
  type CompanyFilterState,
  companyFilterQuery,
} from '@/lib/companies/company-filters';
import { type ActiveFilter, ActiveFilters } from './active-filters';
import { CompanyCard, type CompanyCardItem } from './company-card';
import { CompanyEmptyState } from './company-empty-state';
import { CompanyPagination } from './company-pagination';

interface CompanyResultsProps {
  state: CompanyFilterState;
  items: CompanyCardItem[];
  total: number;
  page: number;
  filters: ActiveFilter[];
  /** When no company matches the text: a close spelling that finds some, with the same filters. */
  suggestion: string | null;
  edit: DraftContent['edit'];
}

/** The count, the filters in use, one page of company cards (or the empty state) and the page links. */
export async function CompanyResults({
  state,
  items,
  total,
  page,
  filters,
  suggestion,
  edit,
}: CompanyResultsProps) {
  const t = await getTranslations('CompanyList');
  const pages = Math.ceil(total / COMPANIES_PAGE_SIZE);
  return (
    <section aria-labelledby="company-results-count" className="mt-10">
      <div className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-3">
        <h2
          id="company-results-count"
          data-testid="company-results-count"
          aria-live="polite"
          className="font-display text-2xl font-bold"
        >
          {t('results_count', { count: total })}
        </h2>
        <ActiveFilters state={state} filters={filters} />
        {pages > 1 ? (
          <p className="text-sm text-gray-600 sm:ml-auto">{t('page_of', { page, pages })}</p>
        ) : null}
      </div>
      {items.length ? (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((company, index) => (
            <li key={company.id}>
              <CompanyCard
                company={company}
                headingLevel={3}
                priority={index === 0}
                edit={edit({ id: company.id, type: 'company' })}
              />
            </li>
          ))}
        </ul>
      ) : (
        <CompanyEmptyState
          suggestion={
            suggestion
              ? { text: suggestion, query: companyFilterQuery({ ...state, q: suggestion, page: 1 }) }
              : null
          }
        />
      )}
      <CompanyPagination state={state} page={page} pages={pages} />
    </section>
  );
}
