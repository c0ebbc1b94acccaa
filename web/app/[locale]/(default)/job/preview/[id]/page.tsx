import { localizedPath } from '@tribe/routes';
import { notFound } from 'next/navigation';
import { JobDetail } from '@/components/job-detail/job-detail';
import { PreviewFrame } from '@/components/preview/preview-frame';
import { getJobOffer } from '@/content/jobs';
import { localeParam } from '@/i18n/locale-param';
import { editTarget } from '@/lib/visual-editing/edit-target';
import { requirePreviewOf } from '@/platform/preview/require-preview-of';

export const dynamic = 'force-dynamic';
export const metadata = { robots: { index: false, follow: false } };

/** The job detail with its unpublished changes. */
export default async function JobPreviewPage({ params }: PageProps<'/[locale]/job/preview/[id]'>) {
  const locale = await localeParam(params);
  const { id } = await params;
  const viewer = await requirePreviewOf(id);
  const job = await getJobOffer(id, locale, 'drafts');
  if (!job?.title || !job.slug || !job.companySlug) notFound();
  const publicPath = localizedPath('/company/[company_slug]/jobs/[slug]/[id]', locale, {
    company_slug: job.companySlug,
    slug: job.slug,
    id,
  });
  return (
    <PreviewFrame memberIds={viewer === 'member' ? [id] : undefined} publicPath={publicPath}>
      <JobDetail
        job={{ ...job, title: job.title, slug: job.slug }}
        locale={locale}
        edit={viewer === 'editor' ? editTarget({ id, type: 'jobOffer' }, locale) : undefined}
      />
    </PreviewFrame>
  );
}
