import { setRequestLocale } from 'next-intl/server';
import { CompanyListPage, companyListMetadata } from '@/components/companies/company-list-page';
import { localeParam } from '@/i18n/locale-param';

type Props = PageProps<'/[locale]/companies/search'>;

/** The company list with a query string (the proxy sends filtered requests here), per request. */
export async function generateMetadata({ params, searchParams }: Props) {
  return companyListMetadata({ locale: await localeParam(params), searchParams: await searchParams });
}

export default async function FilteredCompaniesPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  return <CompanyListPage locale={locale} searchParams={await searchParams} />;
}
