import type { Locale } from '@tribe/routes';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { PreviewGate } from '@/components/preview/preview-gate';
import { getJobOffer } from '@/content/jobs';
import { localeParam } from '@/i18n/locale-param';

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
  const locale = await localeParam(params);
  const { id } = await params;
  return (
    <PreviewGate>
      <JobPreview id={id} locale={locale} />
    </PreviewGate>
  );
}
