import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ShareButton } from '@/components/share/share-button';
import { ContentImage } from '@/components/ui/content-image';
import { urlForImage } from '@/content/images/image-url';
import { Link } from '@/i18n/navigation';
import type { EditTarget } from '@/lib/visual-editing/edit-target';
import { ArticleByline } from './article-byline';
import type { ArticleCardItem } from './article-card';
import { ArticleKindBadge } from './article-kind-badge';

/** An article's opening: breadcrumbs, category and kind, title, lead, byline, share, cover. */
export async function ArticleHeader({
  article,
  shareUrl,
  edit,
}: {
  article: ArticleCardItem;
  shareUrl: string;
  edit?: EditTarget;
}) {
  const [t, pages] = await Promise.all([getTranslations('Article'), getTranslations('Pages')]);
  const title = article.title ?? '';
  const categorySlug = article.category.slug;
  return (
    <header>
      <div className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 sm:pt-12">
        <Breadcrumbs
          label={t('breadcrumbs')}
          items={[
            { label: pages('magazine_title'), href: '/magazine' },
            ...(categorySlug && article.category.title
              ? [
                  {
                    label: article.category.title,
                    href: { pathname: '/magazine/[slug]' as const, params: { slug: categorySlug } },
                  },
                ]
              : []),
            { label: title },
          ]}
        />
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <ArticleKindBadge kind={article.kind} />
          {categorySlug ? (
            <Link
              href={{ pathname: '/magazine/[slug]', params: { slug: categorySlug } }}
              className="text-sm font-semibold text-dark-blue underline-offset-4 hover:underline"
              {...edit?.field('category')}
            >
              {article.category.title}
            </Link>
          ) : null}
        </div>
        <h1
          className="mt-4 font-display text-4xl leading-tight font-black tracking-tight text-balance text-gray-950 sm:text-5xl"
          {...edit?.localized('title')}
        >
          {title}
        </h1>
        {article.excerpt ? (
          <p className="mt-5 text-xl leading-relaxed text-gray-700" {...edit?.localized('excerpt')}>
            {article.excerpt}
          </p>
        ) : null}
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-y border-gray-200 py-5">
          <div {...edit?.field('author')}>
            <ArticleByline article={article} />
          </div>
          <ShareButton url={shareUrl} title={title} />
        </div>
      </div>
      {article.coverImage?.asset ? (
        <div className="mx-auto mt-10 max-w-5xl px-4 sm:px-6">
          <div
            className="relative aspect-[16/9] overflow-hidden rounded-3xl bg-gray-100"
            {...edit?.field('coverImage')}
          >
            <ContentImage
              src={urlForImage(article.coverImage).url()}
              alt=""
              fill
              priority
              sizes="(min-width: 1024px) 976px, 100vw"
              className="object-cover"
            />
          </div>
        </div>
      ) : null}
    </header>
  );
}
