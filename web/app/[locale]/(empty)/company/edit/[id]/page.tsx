import { notFound, redirect } from 'next/navigation';
import { getCompanyById } from '@/content/companies';
import { localeParam } from '@/i18n/locale-param';
import { editableTypes, studioEditUrl } from '@/lib/studio/studio-url';

/** The edit screen: the embedded Studio on this document (published or only a draft); 404 for an unknown id. */
export default async function CompanyEditPage({ params }: PageProps<'/[locale]/company/edit/[id]'>) {
  const locale = await localeParam(params);
  const { id } = await params;
  if (!(await getCompanyById(id, locale, 'drafts'))) notFound();
  redirect(studioEditUrl(editableTypes.company, id));
}
