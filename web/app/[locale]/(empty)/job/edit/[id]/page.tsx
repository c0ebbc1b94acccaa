import { redirect } from 'next/navigation';
import { editableTypes, studioEditUrl } from '@/lib/studio/studio-url';

/** The edit screen: the embedded Studio on this document. */
export default async function JobEditPage({ params }: PageProps<'/[locale]/job/edit/[id]'>) {
  redirect(studioEditUrl(editableTypes.job, (await params).id));
}
