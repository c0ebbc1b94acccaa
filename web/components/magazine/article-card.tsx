import Image from 'next/image';
import { getFormatter, getTranslations } from 'next-intl/server';
import { urlForImage } from '@/content/images/image-url';
import { readingMinutes } from '@/content/magazine';
import type { ArticlesQueryResult } from '@/content/sanity.types';
import { Link } from '@/i18n/navigation';
import { ArticleKindBadge } from './article-kind-badge';

export type ArticleCardItem = ArticlesQueryResult[number];

interface ArticleCardProps {
  article: ArticleCardItem;
  /** The heading level of the title in the page's outline (3 under a section heading). */
  headingLevel?: 2 | 3;
}

/** One magazine article or interview in a list: cover, kind, category, title, excerpt, byline. */
export async function ArticleCard({ article, headingLevel = 3 }: ArticleCardProps) {
  const t = await getTranslations('Detail');
  const format = await getFormatter();
  const Title = `h${headingLevel}` as const;
  if (!article.title || !article.slug) return null;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-gray-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-within:shadow-lg">
      <div className="relative aspect-[3/2] overflow-hidden bg-gray-100">
        {article.coverImage ? (
          <Image
            src={urlForImage(article.coverImage).width(900).height(600).url()}
            alt=""
            fill
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            className="object-cover transition duration-500 group-hover:scale-105"
          />
        ) : null}
        <div className="absolute top-4 left-4">
          <ArticleKindBadge kind={article.kind} />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-gray-600">{article.category.title}</p>
        <Title className="mt-2 font-display text-xl font-bold text-balance text-gray-950">
          <Link
            href={{ pathname: '/magazine/[slug]/[id]', params: { slug: article.slug, id: article.id } }}
            className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-electric-blue group-hover:underline"
          >
            {article.title}
          </Link>
        </Title>
        {article.excerpt ? <p className="mt-3 line-clamp-3 text-gray-700">{article.excerpt}</p> : null}
        <p className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-5 text-sm text-gray-600">
          {article.author?.name ? (
            <span className="font-medium text-gray-800">{article.author.name}</span>
          ) : null}
          {article.author?.name ? <span aria-hidden="true">·</span> : null}
          <time dateTime={article.publishedAt}>
            {format.dateTime(new Date(article.publishedAt), { dateStyle: 'long', timeZone: 'UTC' })}
          </time>
          <span aria-hidden="true">·</span>
          <span>{t('reading_time', { minutes: readingMinutes(article.wordCount) })}</span>
        </p>
      </div>
    </article>
  );
}
