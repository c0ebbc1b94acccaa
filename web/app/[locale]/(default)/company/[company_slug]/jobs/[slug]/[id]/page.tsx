import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FollowButton } from '@/components/following/follow-button';
import { PageIntro } from '@/components/layout/page-intro';
import { getJobOffer } from '@/content/jobs';
import { localeParam } from '@/i18n/locale-param';
import { permanentRedirect } from '@/i18n/navigation';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = PageProps<'/[locale]/company/[company_slug]/jobs/[slug]/[id]'>;

export async function generateMetadata({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const { id } = await params;
  const job = await getJobOffer(id, locale);
  if (!job?.title || !job.slug) return {};
  return pageMetadata({
    locale,
    route: '/company/[company_slug]/jobs/[slug]/[id]',
    params: { company_slug: job.companySlug, slug: job.slug, id },
    searchParams: await searchParams,
    title: `${job.title} – ${job.company.name}`,
  });
}

/** The job detail; the id decides, so a stale company or job slug redirects to the current URL. */
export default async function JobDetailPage({ params }: Props) {
  const locale = await localeParam(params);
  const { company_slug, slug, id } = await params;
  setRequestLocale(locale);
  const job = await getJobOffer(id, locale);
  if (!job?.title || !job.slug) notFound();
  if (job.slug !== slug || job.companySlug !== company_slug) {
    permanentRedirect({
      href: {
        pathname: '/company/[company_slug]/jobs/[slug]/[id]',
        params: { company_slug: job.companySlug, slug: job.slug, id },
      },
      locale,
    });
  }
  const t = await getTranslations('Detail');
  return (
    <PageIntro eyebrow={t('at_company', { company: job.company.name, city: job.city })} title={job.title}>
      <FollowButton kind="jobOffer" id={id} variant="secondary" />
    </PageIntro>
  );
}
