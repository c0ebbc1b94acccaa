import { localizedPath } from '@tribe/routes';
import { Building2 } from 'lucide-react';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ApplicationSection } from '@/components/applications/application-section';
import { JobClosedNotice } from '@/components/job-detail/job-closed-notice';
import { JobCompanyBlock } from '@/components/job-detail/job-company-block';
import { JobDescription } from '@/components/job-detail/job-description';
import { JobSummary } from '@/components/job-detail/job-summary';
import { CompanyLogo } from '@/components/jobs/company-logo';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { publicEnv } from '@/config/public-env';
import { urlForImage } from '@/content/images/image-url';
import { getJobOffer } from '@/content/jobs';
import { localeParam } from '@/i18n/locale-param';
import { Link, permanentRedirect } from '@/i18n/navigation';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { breadcrumbListJsonLd } from '@/lib/seo/structured-data/breadcrumb-list';
import { jobPostingOf } from '@/lib/seo/structured-data/job-posting-of';

type Props = PageProps<'/[locale]/company/[company_slug]/jobs/[slug]/[id]'>;

// Rendered per request (its content reads are cached): a stale slug answers a 308, and Next.js
// 16.4 sends a cached page's redirect with its Location header twice (vercel/next.js#82117).

/** The page takes the application itself (its form): Google's directApply. */
const TAKES_APPLICATIONS = true;

export async function generateMetadata({ params }: Props) {
  const locale = await localeParam(params);
  const { id } = await params;
  const job = await getJobOffer(id, locale);
  if (!job?.title || !job.slug) return {};
  return pageMetadata({
    locale,
    route: '/company/[company_slug]/jobs/[slug]/[id]',
    params: { company_slug: job.companySlug, slug: job.slug, id },
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
  const t = await getTranslations('JobDetail');
  const nav = await getTranslations('Navigation');
  const companyRoute = {
    pathname: '/company/[company_slug]',
    params: { company_slug: job.companySlug },
  } as const;
  const url = (path: string) => `${publicEnv.siteUrl}${path}`;
  const shareUrl = url(
    localizedPath('/company/[company_slug]/jobs/[slug]/[id]', locale, {
      company_slug: job.companySlug,
      slug: job.slug,
      id,
    }),
  );
  const crumbs = [
    { label: nav('home'), href: '/' as const, url: url(localizedPath('/', locale)) },
    { label: nav('jobs'), href: '/jobs' as const, url: url(localizedPath('/jobs', locale)) },
    {
      label: job.company.name,
      href: companyRoute,
      url: url(localizedPath('/company/[company_slug]', locale, { company_slug: job.companySlug })),
    },
    { label: job.title, url: shareUrl },
  ];
  return (
    <>
      {job.live ? <JsonLd data={jobPostingOf(job, locale, TAKES_APPLICATIONS)} /> : null}
      <JsonLd data={breadcrumbListJsonLd(crumbs.map((crumb) => ({ name: crumb.label, url: crumb.url })))} />
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
        <Breadcrumbs items={crumbs} label={t('breadcrumbs')} />
        <header className="mt-6 flex items-start gap-4">
          <CompanyLogo company={job.company} size="lg" />
          <div className="min-w-0">
            <h1 className="font-display text-3xl font-black tracking-tight break-words text-gray-950 sm:text-5xl">
              {job.title}
            </h1>
            <p className="mt-2 flex items-center gap-1.5 text-lg text-gray-700">
              <Building2 aria-hidden="true" className="h-5 w-5 shrink-0" />
              <Link href={companyRoute} className="font-semibold text-dark-blue hover:underline">
                {job.company.name}
              </Link>
              <span aria-hidden="true">·</span>
              <span>{job.city}</span>
            </p>
          </div>
        </header>
      </div>
      <div className="mx-auto mt-8 grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:col-start-2 lg:row-start-1">
          <JobSummary job={job} shareUrl={shareUrl} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          {job.live ? null : (
            <div className="mb-8">
              <JobClosedNotice companySlug={job.companySlug} closedOn={job.validThrough ?? job.publishedAt} />
            </div>
          )}
          {job.previewImage?.asset ? (
            <div className="relative mb-10 aspect-[2/1] overflow-hidden rounded-2xl bg-gray-100">
              <Image
                src={urlForImage(job.previewImage).width(1200).height(600).url()}
                alt=""
                fill
                priority
                sizes="(min-width: 1024px) 800px, 100vw"
                className="object-cover"
              />
            </div>
          ) : null}
          <JobDescription job={job} />
          {job.live ? <ApplicationSection jobOfferId={id} /> : null}
        </div>
      </div>
      <JobCompanyBlock job={job} />
    </>
  );
}
