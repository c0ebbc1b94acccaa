import { localizedPath } from '@tribe/routes';
import { notFound } from 'next/navigation';
import { CompanyProfile } from '@/components/company/company-profile';
import { PreviewFrame } from '@/components/preview/preview-frame';
import { getCompanyById } from '@/content/companies';
import { localeParam } from '@/i18n/locale-param';
import { editTarget } from '@/lib/visual-editing/edit-target';
import { requirePreviewOf } from '@/platform/preview/require-preview-of';

export const dynamic = 'force-dynamic';
export const metadata = { robots: { index: false, follow: false } };

/** The company profile with its unpublished changes, in its own layout and theme. */
export default async function CompanyPreviewPage({ params }: PageProps<'/[locale]/company/preview/[id]'>) {
  const locale = await localeParam(params);
  const { id } = await params;
  const viewer = await requirePreviewOf(id);
  const company = await getCompanyById(id, locale, 'drafts');
  if (!company?.slug) notFound();
  return (
    <PreviewFrame
      memberIds={viewer === 'member' ? [id] : undefined}
      publicPath={localizedPath('/company/[company_slug]', locale, { company_slug: company.slug })}
    >
      <CompanyProfile
        company={company}
        edit={viewer === 'editor' ? editTarget({ id, type: 'company' }, locale) : undefined}
      />
    </PreviewFrame>
  );
}
