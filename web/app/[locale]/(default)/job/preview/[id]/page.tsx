import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { PreviewGate } from '@/components/preview/preview-gate';
import { getJobOffer } from '@/content/jobs';
import type { Locale } from '@/i18n/pathnames';

export const metadata = { robots: { index: false, follow: false } };

async function JobPreview({ id, locale }: { id: string; locale: Locale }) {
  const job = await getJobOffer(id, locale, 'drafts');
  if (!job?.title) notFound();
  const t = await getTranslations('Detail');
  return (
    <PageIntro eyebrow={t('at_company', { company: job.company.name, city: job.city })} title={job.title} />
  );
}

export default async function JobPreviewPage({ params }: PageProps<'/[locale]/job/preview/[id]'>) {
  const { locale, id } = await params;
  return (
    <PreviewGate>
      <JobPreview id={id} locale={locale as Locale} />
    </PreviewGate>
  );
}
