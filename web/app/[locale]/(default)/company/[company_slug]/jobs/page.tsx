import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { getCompany } from '@/content/companies';
import { localeParam } from '@/i18n/locale-param';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = PageProps<'/[locale]/company/[company_slug]/jobs'>;

export async function generateMetadata({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const { company_slug } = await params;
  const company = await getCompany(company_slug, locale);
  if (!company) return {};
  const t = await getTranslations({ locale, namespace: 'Detail' });
  return pageMetadata({
    locale,
    route: '/company/[company_slug]/jobs',
    params: { company_slug },
    searchParams: await searchParams,
    title: t('company_jobs_title', { company: company.name }),
  });
}

export default async function CompanyJobsPage({ params }: Props) {
  const locale = await localeParam(params);
  const { company_slug } = await params;
  setRequestLocale(locale);
  const company = await getCompany(company_slug, locale);
  if (!company) notFound();
  const t = await getTranslations('Detail');
  return (
    <PageIntro
      eyebrow={company.name}
      title={t('company_jobs_title', { company: company.name })}
      lead={t('company_jobs_lead', { count: company.openPositionsCount })}
    />
  );
}
