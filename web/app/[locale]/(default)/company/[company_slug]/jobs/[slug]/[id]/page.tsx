import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FollowButton } from '@/components/following/follow-button';
import { PageIntro } from '@/components/layout/page-intro';
import { getJobOffer } from '@/content/jobs';
import { permanentRedirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/pathnames';
import { renderOnFirstRequest } from '@/lib/pages/render-on-first-request';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = PageProps<'/[locale]/company/[company_slug]/jobs/[slug]/[id]'>;

export const generateStaticParams = renderOnFirstRequest;

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  const job = await getJobOffer(id, locale as Locale);
  if (!job?.title || !job.slug) return {};
  return pageMetadata({
    locale: locale as Locale,
    route: '/company/[company_slug]/jobs/[slug]/[id]',
    params: { company_slug: job.companySlug, slug: job.slug, id },
    title: `${job.title} – ${job.company.name}`,
  });
}

/** The job detail; the id decides, so a stale company or job slug redirects to the current URL. */
export default async function JobDetailPage({ params }: Props) {
  const { locale, company_slug, slug, id } = await params;
  setRequestLocale(locale as Locale);
  const job = await getJobOffer(id, locale as Locale);
  if (!job?.title || !job.slug) notFound();
  if (job.slug !== slug || job.companySlug !== company_slug) {
    permanentRedirect({
      href: {
        pathname: '/company/[company_slug]/jobs/[slug]/[id]',
        params: { company_slug: job.companySlug, slug: job.slug, id },
      },
      locale: locale as Locale,
    });
  }
  const t = await getTranslations('Detail');
  return (
    <PageIntro eyebrow={t('at_company', { company: job.company.name, city: job.city })} title={job.title}>
      <FollowButton kind="jobOffer" id={id} variant="secondary" />
    </PageIntro>
  );
}
