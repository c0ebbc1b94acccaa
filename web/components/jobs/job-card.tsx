import { useTranslations } from 'next-intl';
import { AppliedMarker } from '@/components/applications/applied-marker';
import { FollowHeart } from '@/components/following/follow-heart';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { ContentImage } from '@/components/ui/content-image';
import { urlForImage } from '@/content/images/image-url';
import type { JobCardItem } from '@/contracts/job-card-item';
import { Link } from '@/i18n/navigation';
import { relativeDate } from '@/lib/dates/relative-date';
import { formatSalary, hasSalary } from '@/lib/jobs/salary';
import type { EditTarget } from '@/lib/visual-editing/edit-target';
import { CompanyBanner } from './company-banner';
import { CompanyLogo } from './company-logo';
import { HighlightedText } from './highlighted-text';
import { type JobCardVariant, jobCardLooks } from './job-card-looks';

interface JobCardProps {
  job: JobCardItem;
  locale: string;
  /** The card title's level in the page outline. */
  headingLevel?: 2 | 3;
  /** 'row': image beside the text from small screens on (lists); 'stacked': image on top (grids). */
  variant?: JobCardVariant;
  /** The card is in the first screen: its image loads at once, not when scrolled to. */
  priority?: boolean;
  /** The search terms the offer matched, marked in the title. */
  matchedTerms?: readonly string[];
  /** In draft mode: where the offer's title is edited (its overlay). */
  edit?: EditTarget;
  /** Published since the user last looked at this list (a job alert's): marked 'New'. */
  isNew?: boolean;
}

/**
 * A job offer in a list (spec section 2, 'Job offer list'). The title link stretches over the
 * whole card; the follow heart sits above it as its own button, so nothing interactive nests.
 */
export function JobCard({
  job,
  locale,
  headingLevel = 3,
  variant = 'row',
  priority,
  matchedTerms,
  edit,
  isNew,
}: JobCardProps) {
  const look = jobCardLooks[variant];
  const t = useTranslations('JobCard');
  const salary = useTranslations('Salary');
  const enums = useTranslations('Enums');
  const detail = useTranslations('Detail');
  const Title = `h${headingLevel}` as const;
  const title = job.title ?? job.company.name;
  const status = job.company.status === 'live' ? null : detail(`status_${job.company.status}`);
  const tags = [
    enums(`seniority.${job.seniority}`),
    enums(`workload.${job.workload}`),
    enums(`workingMode.${job.workingMode}`),
    enums(`employmentType.${job.employmentType}`),
  ];
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-gray-300 hover:shadow-md focus-within:ring-3 focus-within:ring-primary motion-reduce:transition-none motion-reduce:hover:translate-y-0 ${look.card}`}
      data-testid="job-card"
    >
      <div className={`relative shrink-0 bg-gray-100 ${look.media}`}>
        {job.previewImage?.asset ? (
          <ContentImage
            src={urlForImage(job.previewImage).width(720).height(480).url()}
            alt=""
            fill
            sizes={look.sizes}
            priority={priority}
            className="object-cover"
          />
        ) : (
          <CompanyBanner company={job.company} />
        )}
        {status || isNew ? (
          <span className="absolute top-3 left-3 flex flex-wrap gap-2">
            {isNew ? (
              <span
                className="rounded-full bg-sunny-yellow px-3 py-1 text-xs font-bold text-gray-950 shadow-sm"
                data-testid="job-card-new"
              >
                {t('new')}
              </span>
            ) : null}
            {status ? (
              <span className="rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-gray-900 shadow-sm">
                {status}
              </span>
            ) : null}
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className={`flex items-start gap-3 ${look.titleRow}`}>
          <CompanyLogo company={job.company} />
          <div className="min-w-0">
            <Title
              className="font-display text-lg leading-snug font-bold text-gray-950 break-words"
              {...edit?.localized('title')}
            >
              <Link
                href={{
                  pathname: '/company/[company_slug]/jobs/[slug]/[id]',
                  params: { company_slug: job.companySlug, slug: job.slug ?? job.id, id: job.id },
                }}
                className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:underline"
              >
                <HighlightedText text={title} matchedTerms={matchedTerms} />
              </Link>
            </Title>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-700">
              {job.company.name}
              <AppliedMarker jobOfferId={job.id}>
                <SpriteIcon name="check-circle" className="h-3.5 w-3.5" />
                {t('applied')}
              </AppliedMarker>
            </p>
          </div>
        </div>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span
            className={`inline-flex items-center gap-1.5 font-semibold ${hasSalary(job) ? 'text-gray-950' : 'text-gray-600'}`}
            data-testid="job-card-salary"
          >
            <SpriteIcon name="banknote" className="h-4 w-4 shrink-0" />
            {formatSalary(job, locale, salary)}
          </span>
          <span className="inline-flex items-center gap-1.5 text-gray-700">
            <SpriteIcon name="map-pin" className="h-4 w-4 shrink-0" />
            <span className="sr-only">{t('city')}: </span>
            {job.city}
          </span>
          <span className="inline-flex items-center gap-1.5 text-gray-700">
            <SpriteIcon name="clock" className="h-4 w-4 shrink-0" />
            <span className="sr-only">{t('posted')}: </span>
            <time dateTime={job.publishedAt}>{relativeDate(job.publishedAt, locale)}</time>
          </span>
        </p>
        <ul className="mt-auto flex flex-wrap gap-2" aria-label={t('details')}>
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-gray-100 px-2.5 py-1 text-xs font-medium text-gray-800">
              {tag}
            </li>
          ))}
        </ul>
      </div>
      <div className="absolute top-3 right-3 z-10 sm:top-4 sm:right-4">
        <FollowHeart kind="jobOffer" id={job.id} name={title} />
      </div>
    </article>
  );
}
