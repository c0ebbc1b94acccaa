import { setRequestLocale } from 'next-intl/server';
import { CompanyListPage, companyListMetadata } from '@/components/companies/company-list-page';
import { localeParam } from '@/i18n/locale-param';

// Cached; refreshed when content changes and at least this often, so open-position counts stay current.
export const revalidate = 600;

export async function generateMetadata({ params }: PageProps<'/[locale]/companies/list'>) {
  return companyListMetadata({ locale: await localeParam(params), searchParams: {} });
}

export default async function CompaniesPage({ params }: PageProps<'/[locale]/companies/list'>) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  return <CompanyListPage locale={locale} searchParams={{}} />;
}
