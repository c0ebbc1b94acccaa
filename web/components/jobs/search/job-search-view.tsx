import type { Locale } from '@tribe/routes';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { CreateJobAlert } from '@/components/job-alerts/create-job-alert';
import { listCompanyOptions } from '@/content/companies';
import { getExchangeRates, listCities } from '@/content/jobs';
import { draftContent } from '@/content/preview/draft-content';
import { hrefPath } from '@/i18n/href';
import { Link } from '@/i18n/navigation';
import { activeFilterCount, type JobSearchState, jobSearchUrlQuery } from '@/lib/jobs/job-search-params';
import { lastPageIfPast } from '@/lib/pages/last-page';
import { JOBS_PAGE_SIZE, searchJobOffers } from '@/search/job-offer-search';
import { JobList } from '../job-list';
import { jobFilterTexts } from './job-filter-texts';
import { JobFiltersForm } from './job-filters-form';
import { JobPagination } from './job-pagination';
import { JobSearchEmpty, narrowing } from './job-search-empty';
import type { JobSearchHref } from './job-search-href';
import { JobSearchTransition, PendingNotice, PendingResults } from './job-search-transition';
import { QueryNotice } from './query-notice';

interface JobSearchViewProps {
  locale: Locale;
  href: JobSearchHref;
  search: JobSearchState;
  /** Fixes the search to one company (its own job list). */
  company?: { id: string; slug: string; name: string };
  /** The page's heading, shown above the search form. */
  intro: React.ReactNode;
}

/** The job search: filters, result count, job cards or the empty state, and pages. */
export async function JobSearchView({ locale, href, search, company, intro }: JobSearchViewProps) {
  const { filters, page } = search;
  const companyId = company?.id;
  const { perspective, edit } = await draftContent(locale);
  const [t, result, cities, companies, rates] = await Promise.all([
    getTranslations('JobList'),
    searchJobOffers(companyId ? { ...filters, company: undefined } : filters, {
      locale,
      companyId,
      offset: (page - 1) * JOBS_PAGE_SIZE,
      perspective,
    }),
    listCities(),
    companyId ? null : listCompanyOptions(),
    getExchangeRates(),
  ]);
  const { facets } = result;
  const [filterTexts, alertTexts] = await Promise.all([
    jobFilterTexts(rates?.date ?? null),
    getTranslations('JobAlerts'),
  ]);
  /** A value is offered while it finds results, or while it is the chosen one. */
  const offered = (value: string, counts: Record<string, number>, chosen: string | undefined) =>
    value === chosen || (counts[value] ?? 0) > 0;
  const filterCount = activeFilterCount(companyId ? { ...filters, company: undefined } : filters);
  const pageCount = Math.ceil(result.total / JOBS_PAGE_SIZE);
  const lastPage = lastPageIfPast(page, result.total, JOBS_PAGE_SIZE);
  if (lastPage) redirect(hrefPath({ ...href, query: jobSearchUrlQuery(filters, lastPage) }, locale));
  return (
    <JobSearchTransition>
      <div className="border-b border-gray-200 bg-gradient-to-b from-primary-light/60 to-gray-50/40">
        <div className="mx-auto max-w-5xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14 sm:pb-10">
          {intro}
          <div className="mt-6 sm:mt-8">
            <JobFiltersForm
              texts={filterTexts}
              action={hrefPath(href, locale)}
              href={href}
              filters={filters}
              cities={cities
                .filter((city) => offered(city, facets.city, filters.city))
                .map((city) => ({ value: city, label: city, count: facets.city[city] ?? 0 }))}
              companies={companies?.flatMap((company) =>
                company.slug && offered(company.slug, facets.company, filters.company)
                  ? [{ value: company.slug, label: company.name, count: facets.company[company.slug] ?? 0 }]
                  : [],
              )}
              facets={facets}
            />
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-5xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
        <div className="flex min-h-11 flex-wrap items-center gap-x-4 gap-y-2">
          <p
            className="font-display text-xl font-bold text-gray-950"
            aria-live="polite"
            data-testid="job-count"
          >
            {t('count', { count: result.total })}
          </p>
          {filterCount > 0 ? (
            <Link
              href={href}
              className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-dark-blue underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-primary"
            >
              <SpriteIcon name="close" className="h-4 w-4" />
              {t('clear_filters')}
            </Link>
          ) : null}
          <span className="ml-auto flex items-center gap-3">
            <PendingNotice label={t('updating')} />
            <CreateJobAlert
              filters={company ? { ...filters, company: company.slug } : filters}
              companyName={
                (company ?? companies?.find((option) => option.slug === filters.company))?.name ?? null
              }
              suggestedName={filters.q ?? filters.city ?? company?.name ?? alertTexts('search_all')}
            >
              <SpriteIcon name="bell-plus" className="h-4 w-4" />
              {alertTexts('create_button')}
            </CreateJobAlert>
          </span>
        </div>
        <div className="mt-4">
          <PendingResults>
            {result.items.length ? (
              <QueryNotice leftOut={result.leftOut} respelled={result.respelled} />
            ) : null}
            {result.items.length ? (
              <JobList
                jobs={result.items}
                locale={locale}
                headingLevel={2}
                startsAboveFold
                matchedTerms={result.matchedTerms}
                edit={edit}
              />
            ) : (
              <JobSearchEmpty
                href={href}
                narrowedBy={narrowing(filterCount, Boolean(filters.q), page)}
                filters={filters}
                suggestion={result.suggestion}
                fewerWords={result.fewerWords}
              />
            )}
            <JobPagination href={href} filters={filters} page={page} pageCount={pageCount} />
          </PendingResults>
        </div>
      </div>
    </JobSearchTransition>
  );
}
