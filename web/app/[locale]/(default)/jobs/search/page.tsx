import { setRequestLocale } from 'next-intl/server';
import { JobListPage, jobListMetadata } from '@/components/jobs/search/job-list-page';
import { localeParam } from '@/i18n/locale-param';

type Props = PageProps<'/[locale]/jobs/search'>;

/** The job list with a query string (the proxy sends filtered requests here), per request. */
export async function generateMetadata({ params, searchParams }: Props) {
  return jobListMetadata({ locale: await localeParam(params), searchParams: await searchParams });
}

export default async function FilteredJobsPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  return <JobListPage locale={locale} searchParams={await searchParams} />;
}
