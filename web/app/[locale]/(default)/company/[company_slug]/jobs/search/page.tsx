import { setRequestLocale } from 'next-intl/server';
import { CompanyJobListPage, companyJobListMetadata } from '@/components/jobs/search/company-job-list-page';
import { localeParam } from '@/i18n/locale-param';

type Props = PageProps<'/[locale]/company/[company_slug]/jobs/search'>;

/** A company's job list with a query string (the proxy sends filtered requests here), per request. */
export async function generateMetadata({ params, searchParams }: Props) {
  const { company_slug } = await params;
  return companyJobListMetadata({
    locale: await localeParam(params),
    companySlug: company_slug,
    searchParams: await searchParams,
  });
}

export default async function FilteredCompanyJobsPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const { company_slug } = await params;
  return <CompanyJobListPage locale={locale} companySlug={company_slug} searchParams={await searchParams} />;
}
