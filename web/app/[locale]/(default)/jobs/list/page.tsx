import { setRequestLocale } from 'next-intl/server';
import { JobListPage, jobListMetadata } from '@/components/jobs/search/job-list-page';
import { localeParam } from '@/i18n/locale-param';

// Cached; refreshed when content changes and at least this often, so expired offers drop out.
export const revalidate = 600;

export async function generateMetadata({ params }: PageProps<'/[locale]/jobs/list'>) {
  return jobListMetadata({ locale: await localeParam(params), searchParams: {} });
}

export default async function JobsPage({ params }: PageProps<'/[locale]/jobs/list'>) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  return <JobListPage locale={locale} searchParams={{}} />;
}
