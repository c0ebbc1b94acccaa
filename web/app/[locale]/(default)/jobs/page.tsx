import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JobSearchIntro } from '@/components/jobs/search/job-search-intro';
import { JobSearchView } from '@/components/jobs/search/job-search-view';
import { localeParam } from '@/i18n/locale-param';
import { parseJobSearchParams } from '@/lib/jobs/job-search-params';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = PageProps<'/[locale]/jobs'>;

export async function generateMetadata({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: 'JobList' });
  return pageMetadata({
    locale,
    route: '/jobs',
    searchParams: await searchParams,
    title: t('title'),
    description: t('lead'),
  });
}

export default async function JobsPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const t = await getTranslations('JobList');
  return (
    <JobSearchView
      locale={locale}
      href={{ pathname: '/jobs' }}
      search={parseJobSearchParams(await searchParams)}
      intro={<JobSearchIntro title={t('title')} lead={t('lead')} />}
    />
  );
}
