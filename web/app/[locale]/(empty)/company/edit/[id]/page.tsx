import { notFound, redirect } from 'next/navigation';
import { editScreenUrl } from '@/content/edit-screen';
import { localeParam } from '@/i18n/locale-param';

/** The edit screen: the embedded Studio on this document; 404 for an unknown id. */
export default async function CompanyEditPage({ params }: PageProps<'/[locale]/company/edit/[id]'>) {
  const locale = await localeParam(params);
  const url = await editScreenUrl('company', (await params).id, locale);
  if (!url) notFound();
  redirect(url);
}
