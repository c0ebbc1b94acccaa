import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { getArticle } from '@/content/magazine';
import { localeParam } from '@/i18n/locale-param';
import { permanentRedirect } from '@/i18n/navigation';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = PageProps<'/[locale]/magazine/[slug]/[id]'>;

export async function generateMetadata({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const { id } = await params;
  const article = await getArticle(id, locale);
  if (!article?.title || !article.slug) return {};
  return pageMetadata({
    locale,
    route: '/magazine/[slug]/[id]',
    params: { slug: article.slug, id },
    searchParams: await searchParams,
    title: article.title,
    description: article.excerpt ?? undefined,
  });
}

export default async function ArticlePage({ params }: Props) {
  const locale = await localeParam(params);
  const { slug, id } = await params;
  setRequestLocale(locale);
  const article = await getArticle(id, locale);
  if (!article?.title || !article.slug) notFound();
  if (article.slug !== slug) {
    permanentRedirect({
      href: { pathname: '/magazine/[slug]/[id]', params: { slug: article.slug, id } },
      locale,
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
