import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CompanyHeader } from '@/components/company/company-header';
import { getCompany } from '@/content/companies';
import type { Locale } from '@/i18n/pathnames';
import { renderOnFirstRequest } from '@/lib/pages/render-on-first-request';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = PageProps<'/[locale]/company/[company_slug]'>;

export const generateStaticParams = renderOnFirstRequest;

export async function generateMetadata({ params }: Props) {
  const { locale, company_slug } = await params;
  const company = await getCompany(company_slug, locale as Locale);
  if (!company) return {};
  return pageMetadata({
    locale: locale as Locale,
    route: '/company/[company_slug]',
    params: { company_slug },
    title: company.name,
    description: company.description ?? undefined,
  });
}

export default async function CompanyPage({ params }: Props) {
  const { locale, company_slug } = await params;
  setRequestLocale(locale as Locale);
  const company = await getCompany(company_slug, locale as Locale);
  if (!company) notFound();
  return <CompanyHeader company={company} />;
}
