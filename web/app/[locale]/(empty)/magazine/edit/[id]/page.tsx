import { redirect } from 'next/navigation';
import { editableTypes, studioEditUrl } from '@/lib/studio/studio-url';

/** The edit screen: the embedded Studio on this document. */
export default async function ArticleEditPage({ params }: PageProps<'/[locale]/magazine/edit/[id]'>) {
  redirect(studioEditUrl(editableTypes.magazine, (await params).id));
}
