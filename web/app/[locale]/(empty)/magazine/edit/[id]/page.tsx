import { notFound, redirect } from 'next/navigation';
import { editScreenUrl } from '@/content/edit-screen';
import { localeParam } from '@/i18n/locale-param';

/** The edit screen: the embedded Studio on this document; 404 for an unknown id. */
export default async function ArticleEditPage({ params }: PageProps<'/[locale]/magazine/edit/[id]'>) {
  const locale = await localeParam(params);
  const url = await editScreenUrl('magazine', (await params).id, locale);
  if (!url) notFound();
  redirect(url);
}
