import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { getArticle } from '@/content/magazine';
import { permanentRedirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/pathnames';
import { renderOnFirstRequest } from '@/lib/pages/render-on-first-request';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = PageProps<'/[locale]/magazine/[slug]/[id]'>;

export const generateStaticParams = renderOnFirstRequest;

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  const article = await getArticle(id, locale as Locale);
  if (!article?.title || !article.slug) return {};
  return pageMetadata({
    locale: locale as Locale,
    route: '/magazine/[slug]/[id]',
    params: { slug: article.slug, id },
    title: article.title,
    description: article.excerpt ?? undefined,
  });
}

export default async function ArticlePage({ params }: Props) {
  const { locale, slug, id } = await params;
  setRequestLocale(locale as Locale);
  const article = await getArticle(id, locale as Locale);
  if (!article?.title || !article.slug) notFound();
  if (article.slug !== slug) {
    permanentRedirect({
      href: { pathname: '/magazine/[slug]/[id]', params: { slug: article.slug, id } },
      locale: locale as Locale,
    });
  }
  const t = await getTranslations('Detail');
  return (
    <PageIntro
      eyebrow={`${article.category.title} · ${t(`kind_${article.kind}`)} · ${t('reading_time', { minutes: article.readingMinutes })}`}
      title={article.title}
      lead={article.excerpt ?? undefined}
    />
  );
}
