import { redirect } from 'next/navigation';
import { editableTypes, studioEditUrl } from '@/lib/studio/studio-url';

/** The edit screen: the embedded Studio on this document. */
export default async function CompanyEditPage({ params }: PageProps<'/[locale]/company/edit/[id]'>) {
  redirect(studioEditUrl(editableTypes.company, (await params).id));
}
