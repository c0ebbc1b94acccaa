import { notFound, redirect } from 'next/navigation';
import { getJobOffer } from '@/content/jobs';
import { localeParam } from '@/i18n/locale-param';
import { editableTypes, studioEditUrl } from '@/lib/studio/studio-url';

/** The edit screen: the embedded Studio on this document (published or only a draft); 404 for an unknown id. */
export default async function JobEditPage({ params }: PageProps<'/[locale]/job/edit/[id]'>) {
  const locale = await localeParam(params);
  const { id } = await params;
  if (!(await getJobOffer(id, locale, 'drafts'))) notFound();
  redirect(studioEditUrl(editableTypes.job, id));
}
