import { localizedPath } from '@tribe/routes';
import { notFound } from 'next/navigation';
import { JobDetail } from '@/components/job-detail/job-detail';
import { PreviewFrame } from '@/components/preview/preview-frame';
import { PreviewIncomplete } from '@/components/preview/preview-incomplete';
import { getJobOffer } from '@/content/jobs';
import { localeParam } from '@/i18n/locale-param';
import { editTarget } from '@/lib/visual-editing/edit-target';
import { requirePreviewOf } from '@/platform/preview/require-preview-of';

export const dynamic = 'force-dynamic';
export const metadata = { robots: { index: false, follow: false } };

/** The job detail with its unpublished changes, or what it still lacks to be shown. */
export default async function JobPreviewPage({ params }: PageProps<'/[locale]/job/preview/[id]'>) {
  const locale = await localeParam(params);
  const { id } = await params;
  const viewer = await requirePreviewOf(id);
  const job = await getJobOffer(id, locale, 'drafts');
  if (!job) notFound();
  const memberIds = viewer === 'member' ? [id] : undefined;
  // A new offer without its title or slug in this language yet: the frame stays, and so does
  // its live refresh, so the page appears as soon as they are written.
  if (!job.title || !job.slug || !job.companySlug) {
    return (
      <PreviewFrame memberIds={memberIds} publicPath={localizedPath('/jobs', locale)}>
        <PreviewIncomplete />
      </PreviewFrame>
    );
  }
  const publicPath = localizedPath('/company/[company_slug]/jobs/[slug]/[id]', locale, {
    company_slug: job.companySlug,
    slug: job.slug,
    id,
  });
  return (
    <PreviewFrame memberIds={memberIds} publicPath={publicPath}>
      <JobDetail
        job={{ ...job, title: job.title, slug: job.slug }}
        locale={locale}
        edit={viewer === 'editor' ? editTarget({ id, type: 'jobOffer' }, locale) : undefined}
      />
    </PreviewFrame>
  );
}
