import type { Locale } from '@tribe/routes';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { getCompany } from '@/content/companies';
import { Link } from '@/i18n/navigation';
import { parseJobSearchParams } from '@/lib/jobs/job-search-params';
import type { ListSearchParams } from '@/lib/pages/filtered-lists';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { CompanyEyebrow } from './company-eyebrow';
import { JobSearchIntro } from './job-search-intro';
import { JobSearchView } from './job-search-view';

interface CompanyJobListPageProps {
  locale: Locale;
  companySlug: string;
  searchParams: ListSearchParams;
}

export async function companyJobListMetadata({ locale, companySlug, searchParams }: CompanyJobListPageProps) {
  const company = await getCompany(companySlug, locale);
  if (!company) return {};
  const t = await getTranslations({ locale, namespace: 'JobList' });
  return pageMetadata({
    locale,
    route: '/company/[company_slug]/jobs',
    params: { company_slug: companySlug },
    searchParams,
    title: t('company_title', { company: company.name }),
    description: t('company_lead', { company: company.name }),
  });
}

/** One company's job list: unfiltered from the cached page, filtered from the per-request one. */
export async function CompanyJobListPage({ locale, companySlug, searchParams }: CompanyJobListPageProps) {
  const company = await getCompany(companySlug, locale);
  if (!company) notFound();
  const t = await getTranslations('JobList');
  return (
    <JobSearchView
      locale={locale}
      href={{ pathname: '/company/[company_slug]/jobs', params: { company_slug: companySlug } }}
      search={parseJobSearchParams(searchParams)}
      company={{ id: company.id, slug: companySlug, name: company.name }}
      intro={
        <JobSearchIntro
          eyebrow={<CompanyEyebrow company={company} />}
          title={t('company_title', { company: company.name })}
          lead={t('company_lead', { company: company.name })}
        >
          <Link
            href={{ pathname: '/company/[company_slug]', params: { company_slug: companySlug } }}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 hover:border-gray-400 focus-visible:outline-3 focus-visible:outline-primary"
          >
            <SpriteIcon name="arrow-left" className="h-4 w-4" />
            {t('back_to_company', { company: company.name })}
          </Link>
        </JobSearchIntro>
      }
    />
  );
}
