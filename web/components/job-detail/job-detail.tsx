import { type Locale, localizedPath } from '@tribe/routes';
import { getTranslations } from 'next-intl/server';
import { ApplicationSection } from '@/components/applications/application-section';
import { ApplyBar } from '@/components/applications/apply-bar';
import { ApplyButton } from '@/components/applications/apply-button';
import { ApplyRequestProvider } from '@/components/applications/apply-request';
import { FollowButton } from '@/components/following/follow-button';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { CompanyLogo } from '@/components/jobs/company-logo';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { jobPostingOf } from '@/components/seo/job-posting-of';
import { JsonLd } from '@/components/seo/json-ld';
import { ContentImage } from '@/components/ui/content-image';
import { publicEnv } from '@/config/public-env';
import { urlForImage } from '@/content/images/image-url';
import { Link } from '@/i18n/navigation';
import { breadcrumbListJsonLd } from '@/lib/seo/structured-data/breadcrumb-list';
import { type EditTarget, editTarget } from '@/lib/visual-editing/edit-target';
import { JobClosedNotice } from './job-closed-notice';
import { JobCompanyBlock } from './job-company-block';
import { JobDescription } from './job-description';
import type { JobOffer } from './job-offer';
import { JobSummary } from './job-summary';

/** The page takes the application itself (its form): Google's directApply. */
const TAKES_APPLICATIONS = true;

/**
 * The job detail: header (with Apply and Follow), summary card, text, application and the company
 * block. The public page and its preview render the same tree; only draft mode passes `edit` (overlays).
 */
export async function JobDetail({
  job,
  locale,
  edit,
}: {
  job: JobOffer & { title: string; slug: string };
  locale: Locale;
  edit?: EditTarget;
}) {
  const t = await getTranslations('JobDetail');
  const nav = await getTranslations('Navigation');
  const application = await getTranslations('Application');
  const applyLabels = { start: application('start'), applied: application('applied') };
  const companyRoute = {
    pathname: '/company/[company_slug]',
    params: { company_slug: job.companySlug },
  } as const;
  const url = (path: string) => `${publicEnv.siteUrl}${path}`;
  const shareUrl = url(
    localizedPath('/company/[company_slug]/jobs/[slug]/[id]', locale, {
      company_slug: job.companySlug,
      slug: job.slug,
      id: job.id,
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
    <ApplyRequestProvider>
      {job.live ? <JsonLd data={jobPostingOf(job, locale, TAKES_APPLICATIONS)} /> : null}
      <JsonLd data={breadcrumbListJsonLd(crumbs.map((crumb) => ({ name: crumb.label, url: crumb.url })))} />
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
        <Breadcrumbs items={crumbs} label={t('breadcrumbs')} />
        <header className="mt-6 flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
          <div className="flex min-w-0 items-start gap-4">
            <CompanyLogo company={job.company} size="lg" />
            <div className="min-w-0">
              <h1
                className="font-display text-3xl font-black tracking-tight break-words text-gray-950 sm:text-5xl"
                {...edit?.localized('title')}
              >
                {job.title}
              </h1>
              <p className="mt-2 flex items-center gap-1.5 text-lg text-gray-700">
                <SpriteIcon name="building" className="h-5 w-5 shrink-0" />
                <Link
                  href={companyRoute}
                  className="font-semibold text-dark-blue hover:underline"
                  {...edit?.field('company')}
                >
                  {job.company.name}
                </Link>
                <span aria-hidden="true">·</span>
                <span {...edit?.field('city')}>{job.city}</span>
              </p>
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-3 lg:pt-2">
            {job.live ? (
              <ApplyButton jobOfferId={job.id} labels={applyLabels} className="max-sm:hidden" />
            ) : null}
            <FollowButton kind="jobOffer" id={job.id} variant="black-outline" size="base" />
          </div>
        </header>
      </div>
      <div className="mx-auto mt-8 grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:col-start-2 lg:row-start-1">
          <JobSummary job={job} shareUrl={shareUrl} edit={edit} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          {job.live ? null : (
            <div className="mb-8">
              <JobClosedNotice companySlug={job.companySlug} closedOn={job.validThrough ?? job.publishedAt} />
            </div>
          )}
          {job.previewImage?.asset ? (
            <div
              className="relative mb-10 aspect-[2/1] overflow-hidden rounded-2xl bg-gray-100"
              {...edit?.field('previewImage')}
            >
              <ContentImage
                src={urlForImage(job.previewImage).width(1200).height(600).url()}
                alt=""
                fill
                priority
                sizes="(min-width: 1024px) 800px, 100vw"
                className="object-cover"
              />
            </div>
          ) : null}
          <JobDescription job={job} edit={edit} />
          {job.live ? <ApplicationSection jobOfferId={job.id} jobTitle={job.title} /> : null}
        </div>
      </div>
      <JobCompanyBlock
        job={job}
        edit={edit ? editTarget({ id: job.company.id, type: 'company' }, locale) : undefined}
      />
      {job.live ? <ApplyBar jobOfferId={job.id} labels={applyLabels} /> : null}
    </ApplyRequestProvider>
  );
}
