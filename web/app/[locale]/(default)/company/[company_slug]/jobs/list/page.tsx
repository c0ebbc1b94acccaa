import { setRequestLocale } from 'next-intl/server';
import { CompanyJobListPage, companyJobListMetadata } from '@/components/jobs/search/company-job-list-page';
import { localeParam } from '@/i18n/locale-param';

type Props = PageProps<'/[locale]/company/[company_slug]/jobs/list'>;

// Rendered on first visit, then cached; refreshed when content changes and at least this often.
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props) {
  const { company_slug } = await params;
  return companyJobListMetadata({
    locale: await localeParam(params),
    companySlug: company_slug,
    searchParams: {},
  });
}

export default async function CompanyJobsPage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const { company_slug } = await params;
  return <CompanyJobListPage locale={locale} companySlug={company_slug} searchParams={{}} />;
}
