import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CompanyHeader } from '@/components/company/company-header';
import { getCompany } from '@/content/companies';
import { localeParam } from '@/i18n/locale-param';
import { renderOnFirstRequest } from '@/lib/pages/render-on-first-request';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = PageProps<'/[locale]/company/[company_slug]'>;

export const generateStaticParams = renderOnFirstRequest;

export async function generateMetadata({ params }: Props) {
  const locale = await localeParam(params);
  const { company_slug } = await params;
  const company = await getCompany(company_slug, locale);
  if (!company) return {};
  return pageMetadata({
    locale,
    route: '/company/[company_slug]',
    params: { company_slug },
    title: company.name,
    description: company.description ?? undefined,
  });
}

export default async function CompanyPage({ params }: Props) {
  const locale = await localeParam(params);
  const { company_slug } = await params;
  setRequestLocale(locale);
  const company = await getCompany(company_slug, locale);
  if (!company) notFound();
  return <CompanyHeader company={company} />;
}
