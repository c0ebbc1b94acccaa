import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PageView } from '@/components/app/page-view';
import { JobDetail } from '@/components/job-detail/job-detail';
import { urlForImage } from '@/content/images/image-url';
import { getJobOffer } from '@/content/jobs';
import { draftContent } from '@/content/preview/draft-content';
import { hrefPath } from '@/i18n/href';
import { localeParam } from '@/i18n/locale-param';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = PageProps<'/[locale]/company/[company_slug]/jobs/[slug]/[id]'>;

// Rendered per request (its content reads are cached): a stale slug answers a 308, and Next.js
// 16.4 sends a cached page's redirect with its Location header twice (vercel/next.js#82117).

export async function generateMetadata({ params }: Props) {
  const locale = await localeParam(params);
  const { id } = await params;
  const job = await getJobOffer(id, locale);
  if (!job?.title || !job.slug) return {};
  return pageMetadata({
    locale,
    route: '/company/[company_slug]/jobs/[slug]/[id]',
    params: (language) => ({ company_slug: job.companySlug, slug: job.slugs[language] ?? job.slug, id }),
    title: `${job.title} – ${job.company.name}`,
    description: job.companyProfile?.description ?? undefined,
    image: job.previewImage?.asset ? urlForImage(job.previewImage).width(1200).height(630).url() : undefined,
  });
}

/** The job detail; the id decides, so a stale company or job slug redirects to the current URL. */
export default async function JobDetailPage({ params }: Props) {
  const locale = await localeParam(params);
  const { company_slug, slug, id } = await params;
  setRequestLocale(locale);
  const { perspective, edit } = await draftContent(locale);
  const job = await getJobOffer(id, locale, perspective);
  if (!job?.title || !job.slug) notFound();
  // A draft's new slug is no address yet: only published slugs redirect.
  if (perspective === 'published' && (job.slug !== slug || job.companySlug !== company_slug)) {
    permanentRedirect(
      hrefPath(
        {
          pathname: '/company/[company_slug]/jobs/[slug]/[id]',
          params: { company_slug: job.companySlug, slug: job.slug, id },
        },
        locale,
      ),
    );
  }
  return (
    <>
      <JobDetail
        job={{ ...job, title: job.title, slug: job.slug }}
        locale={locale}
        edit={edit({ id, type: 'jobOffer' })}
      />
      {perspective === 'published' ? <PageView event={{ type: 'offer_view', offer: id }} /> : null}
    </>
  );
}
