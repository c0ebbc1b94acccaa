import { getTranslations } from 'next-intl/server';
import { ContentImage } from '@/components/ui/content-image';
import { urlForImage } from '@/content/images/image-url';
import type { ArticleCardItem } from './article-card';
import { ArticleMeta } from './article-meta';

/** The author's photo, name and role, with the date and reading time. */
export async function ArticleByline({ article }: { article: ArticleCardItem }) {
  const t = await getTranslations('Article');
  const { author } = article;
  return (
    <div className="flex items-center gap-4">
      {author?.photo?.asset ? (
        <ContentImage
          src={urlForImage(author.photo).url()}
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-full bg-gray-100 object-cover"
        />
      ) : null}
      <div className="min-w-0">
        {author?.name ? (
          <p className="font-semibold text-gray-950">
            <span className="sr-only">{t('author')} </span>
            {author.name}
            {author.role ? <span className="font-normal text-gray-600">, {author.role}</span> : null}
          </p>
        ) : null}
        <ArticleMeta publishedAt={article.publishedAt} bodyText={article.bodyText} />
      </div>
    </div>
  );
}
