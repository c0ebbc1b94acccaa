import { type Locale, localizedPath } from '@tribe/routes';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCompanyFilterOptions } from '@/content/companies';
import { draftContent } from '@/content/preview/draft-content';
import { hrefPath } from '@/i18n/href';
import {
  COMPANIES_PAGE_SIZE,
  companyFilterQuery,
  parseCompanyFilters,
} from '@/lib/companies/company-filters';
import type { ListSearchParams } from '@/lib/pages/filtered-lists';
import { lastPageIfPast } from '@/lib/pages/last-page';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { companySpelling, searchCompanies } from '@/search/company-search';
import { CompanyFilterForm } from './company-filter-form';
import { CompanyResults } from './company-results';

interface CompanyListPageProps {
  locale: Locale;
  searchParams: ListSearchParams;
}

export async function companyListMetadata({ locale, searchParams }: CompanyListPageProps) {
  const t = await getTranslations({ locale, namespace: 'CompanyList' });
  return pageMetadata({
    locale,
    route: '/companies',
    searchParams,
    title: t('title'),
    description: t('lead'),
  });
}

/** The company list: unfiltered from the cached page, filtered from the per-request one. */
export async function CompanyListPage({ locale, searchParams }: CompanyListPageProps) {
  const t = await getTranslations('CompanyList');
  const options = await getCompanyFilterOptions(locale);
  const { perspective, edit } = await draftContent(locale);
  const state = parseCompanyFilters(searchParams, options);
  const industry = options.industries.find((option) => option.slug === state.industry);
  const search = {
    locale,
    text: state.q,
    city: state.city,
    industry: industry?.key,
    value: state.value,
    page: state.page,
    perspective,
  };
  const result = await searchCompanies(search);
  const lastPage = lastPageIfPast(state.page, result.total, COMPANIES_PAGE_SIZE);
  if (lastPage) {
    redirect(
      hrefPath({ pathname: '/companies', query: companyFilterQuery({ ...state, page: lastPage }) }, locale),
    );
  }
  const suggestion = result.total === 0 ? await companySpelling(search) : null;
  const values = options.values.map((value) => ({ value, label: t(`values.${value}`) }));
  const filters = [
    state.q ? { key: 'q' as const, label: t('search_chip', { text: state.q }) } : null,
    state.city ? { key: 'city' as const, label: state.city } : null,
    industry ? { key: 'industry' as const, label: industry.label } : null,
    state.value ? { key: 'value' as const, label: t(`values.${state.value}`) } : null,
  ].filter((filter) => filter !== null);

  return (
    <div className="bg-gray-50 pb-20">
      <div className="bg-secondary text-secondary-text">
        <div className="mx-auto max-w-7xl px-4 pt-14 pb-28 sm:px-6 sm:pt-20">
          <h1 className="max-w-4xl font-display text-4xl font-black tracking-tight text-balance sm:text-6xl">
            {t('title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg opacity-90">{t('lead')}</p>
        </div>
      </div>
      <div className="mx-auto -mt-20 max-w-7xl px-4 sm:px-6">
        <CompanyFilterForm
          action={localizedPath('/companies', locale)}
          state={state}
          cities={options.cities.map((city) => ({ value: city, label: city }))}
          industries={options.industries.map((option) => ({ value: option.slug, label: option.label }))}
          values={values}
          labels={{
            form: t('filters_label'),
            search: t('search_label'),
            searchPlaceholder: t('search_placeholder'),
            city: t('city_label'),
            cityAny: t('city_any'),
            industry: t('industry_label'),
            industryAny: t('industry_any'),
            values: t('values_legend'),
            valueAny: t('value_any'),
            submit: t('submit'),
          }}
        >
          <CompanyResults
            state={state}
            items={result.items}
            total={result.total}
            page={state.page}
            filters={filters}
            suggestion={suggestion}
            edit={edit}
          />
        </CompanyFilterForm>
      </div>
    </div>
  );
}
