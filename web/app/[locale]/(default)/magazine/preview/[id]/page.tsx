import type { Locale } from '@tribe/routes';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { PreviewGate } from '@/components/preview/preview-gate';
import { getArticle } from '@/content/magazine';
import { localeParam } from '@/i18n/locale-param';

export const metadata = { robots: { index: false, follow: false } };

async function ArticlePreview({ id, locale }: { id: string; locale: Locale }) {
  const article = await getArticle(id, locale, 'drafts');
  if (!article?.title) notFound();
  const t = await getTranslations('Detail');
  return (
    <PageIntro
      eyebrow={`${t(`kind_${article.kind}`)} · ${t('reading_time', { minutes: article.readingMinutes })}`}
      title={article.title}
      lead={article.excerpt ?? undefined}
    />
  );
}

export default async function ArticlePreviewPage({ params }: PageProps<'/[locale]/magazine/preview/[id]'>) {
  const locale = await localeParam(params);
  const { id } = await params;
  return (
    <PreviewGate>
      <ArticlePreview id={id} locale={locale} />
    </PreviewGate>
  );
}
