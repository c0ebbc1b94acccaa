import { localizedPath } from '@tribe/routes';
import { notFound } from 'next/navigation';
import { ArticleDetail } from '@/components/magazine/article-detail';
import { PreviewFrame } from '@/components/preview/preview-frame';
import { getArticle } from '@/content/magazine';
import { localeParam } from '@/i18n/locale-param';
import { requireDraftMode } from '@/lib/preview/require-draft-mode';
import { editTarget } from '@/lib/visual-editing/edit-target';

export const dynamic = 'force-dynamic';
export const metadata = { robots: { index: false, follow: false } };

/** The article with its unpublished changes. */
export default async function ArticlePreviewPage({ params }: PageProps<'/[locale]/magazine/preview/[id]'>) {
  const locale = await localeParam(params);
  await requireDraftMode();
  const { id } = await params;
  const article = await getArticle(id, locale, 'drafts');
  if (!article?.title || !article.slug) notFound();
  return (
    <PreviewFrame publicPath={localizedPath('/magazine/[slug]/[id]', locale, { slug: article.slug, id })}>
      <ArticleDetail
        article={{ ...article, slug: article.slug }}
        locale={locale}
        edit={editTarget({ id, type: 'article' }, locale)}
      />
    </PreviewFrame>
  );
}
