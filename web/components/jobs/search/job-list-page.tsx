import type { Locale } from '@tribe/routes';
import { getTranslations } from 'next-intl/server';
import { parseJobSearchParams } from '@/lib/jobs/job-search-params';
import type { ListSearchParams } from '@/lib/pages/filtered-lists';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { JobSearchIntro } from './job-search-intro';
import { JobSearchView } from './job-search-view';

interface JobListPageProps {
  locale: Locale;
  searchParams: ListSearchParams;
}

export async function jobListMetadata({ locale, searchParams }: JobListPageProps) {
  const t = await getTranslations({ locale, namespace: 'JobList' });
  return pageMetadata({ locale, route: '/jobs', searchParams, title: t('title'), description: t('lead') });
}

/** The job list: unfiltered from the cached page, filtered from the per-request one. */
export async function JobListPage({ locale, searchParams }: JobListPageProps) {
  const t = await getTranslations('JobList');
  return (
    <JobSearchView
      locale={locale}
      href={{ pathname: '/jobs' }}
      search={parseJobSearchParams(searchParams)}
      intro={<JobSearchIntro title={t('title')} lead={t('lead')} />}
    />
  );
}
