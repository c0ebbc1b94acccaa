import { ArrowLeft } from 'lucide-react';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompanyEyebrow } from '@/components/jobs/search/company-eyebrow';
import { JobSearchIntro } from '@/components/jobs/search/job-search-intro';
import { JobSearchView } from '@/components/jobs/search/job-search-view';
import { getCompany } from '@/content/companies';
import { localeParam } from '@/i18n/locale-param';
import { Link } from '@/i18n/navigation';
import { parseJobSearchParams } from '@/lib/jobs/job-search-params';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = PageProps<'/[locale]/company/[company_slug]/jobs'>;

export async function generateMetadata({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const { company_slug } = await params;
  const company = await getCompany(company_slug, locale);
  if (!company) return {};
  const t = await getTranslations({ locale, namespace: 'JobList' });
  return pageMetadata({
    locale,
    route: '/company/[company_slug]/jobs',
    params: { company_slug },
    searchParams: await searchParams,
    title: t('company_title', { company: company.name }),
    description: t('company_lead', { company: company.name }),
  });
}

export default async function CompanyJobsPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const { company_slug } = await params;
  const company = await getCompany(company_slug, locale);
  if (!company) notFound();
  const t = await getTranslations('JobList');
  return (
    <JobSearchView
      locale={locale}
      href={{ pathname: '/company/[company_slug]/jobs', params: { company_slug } }}
      search={parseJobSearchParams(await searchParams)}
      companyId={company.id}
      intro={
        <JobSearchIntro
          eyebrow={<CompanyEyebrow company={company} />}
          title={t('company_title', { company: company.name })}
          lead={t('company_lead', { company: company.name })}
        >
          <Link
            href={{ pathname: '/company/[company_slug]', params: { company_slug } }}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 hover:border-gray-400 focus-visible:outline-3 focus-visible:outline-primary"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t('back_to_company', { company: company.name })}
          </Link>
        </JobSearchIntro>
      }
    />
  );
}
