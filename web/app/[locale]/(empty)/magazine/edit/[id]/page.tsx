import { notFound, redirect } from 'next/navigation';
import { getArticle } from '@/content/magazine';
import { localeParam } from '@/i18n/locale-param';
import { editableTypes, studioEditUrl } from '@/lib/studio/studio-url';

/** The edit screen: the embedded Studio on this document (published or only a draft); 404 for an unknown id. */
export default async function ArticleEditPage({ params }: PageProps<'/[locale]/magazine/edit/[id]'>) {
  const locale = await localeParam(params);
  const { id } = await params;
  if (!(await getArticle(id, locale, 'drafts'))) notFound();
  redirect(studioEditUrl(editableTypes.magazine, id));
}
