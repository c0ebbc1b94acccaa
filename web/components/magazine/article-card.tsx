import { ContentImage } from '@/components/ui/content-image';
import { urlForImage } from '@/content/images/image-url';
import type { ArticlesQueryResult } from '@/contracts/sanity.types';
import { Link } from '@/i18n/navigation';
import type { EditTarget } from '@/lib/visual-editing/edit-target';
import { ArticleKindBadge } from './article-kind-badge';
import { ArticleMeta } from './article-meta';

export type ArticleCardItem = ArticlesQueryResult[number];

interface ArticleCardProps {
  article: ArticleCardItem;
  /** The heading level of the title in the page's outline (3 under a section heading). */
  headingLevel?: 2 | 3;
  /** The newest article on the magazine index: wide, cover beside the text on large screens. */
  featured?: boolean;
  /** In draft mode: where the article's title and excerpt are edited (their overlays). */
  edit?: EditTarget;
}

/** One magazine article or interview in a list: cover, kind, category, title, excerpt, byline. */
export function ArticleCard({ article, headingLevel = 3, featured = false, edit }: ArticleCardProps) {
  const Title = `h${headingLevel}` as const;
  if (!article.title || !article.slug) return null;
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-3xl border border-gray-200 bg-white shadow-sm transition focus-within:shadow-lg hover:-translate-y-0.5 hover:shadow-lg ${featured ? 'lg:flex-row' : ''}`}
    >
      <div
        className={`relative aspect-[3/2] shrink-0 overflow-hidden bg-gray-100 ${featured ? 'lg:w-3/5' : ''}`}
      >
        {article.coverImage ? (
          <ContentImage
            src={urlForImage(article.coverImage).url()}
            alt=""
            fill
            sizes={
              featured
                ? '(min-width: 1024px) 760px, 100vw'
                : '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'
            }
            priority={featured}
            className="object-cover transition duration-500 group-hover:scale-105"
          />
        ) : null}
        <div className="absolute top-4 left-4">
          <ArticleKindBadge kind={article.kind} />
        </div>
      </div>
      <div className={`flex flex-1 flex-col p-6 ${featured ? 'lg:justify-center lg:p-10' : ''}`}>
        <p className="text-sm font-semibold text-gray-600">{article.category.title}</p>
        <Title
          className={`mt-2 font-display font-bold text-balance text-gray-950 ${featured ? 'text-2xl sm:text-4xl' : 'text-xl'}`}
          {...edit?.localized('title')}
        >
          <Link
            href={{ pathname: '/magazine/[slug]/[id]', params: { slug: article.slug, id: article.id } }}
            className="after:absolute after:inset-0 after:rounded-3xl group-hover:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-electric-blue"
          >
            {article.title}
          </Link>
        </Title>
        {article.excerpt ? (
          <p
            className={`mt-3 text-gray-700 ${featured ? 'text-lg' : 'line-clamp-3'}`}
            {...edit?.localized('excerpt')}
          >
            {article.excerpt}
          </p>
        ) : null}
        <div className={`pt-5 ${featured ? 'lg:pt-8' : 'mt-auto'}`}>
          <ArticleMeta
            author={article.author?.name}
            publishedAt={article.publishedAt}
            bodyText={article.bodyText}
          />
        </div>
      </div>
    </article>
  );
}
