import type { Locale } from '@tribe/routes';
import { notFound } from 'next/navigation';
import { CompanyProfile } from '@/components/company/company-profile';
import { PreviewGate } from '@/components/preview/preview-gate';
import { getCompanyById } from '@/content/companies';
import { localeParam } from '@/i18n/locale-param';

export const metadata = { robots: { index: false, follow: false } };

async function CompanyPreview({ id, locale }: { id: string; locale: Locale }) {
  const company = await getCompanyById(id, locale, 'drafts');
  if (!company) notFound();
  return <CompanyProfile company={company} />;
}

export default async function CompanyPreviewPage({ params }: PageProps<'/[locale]/company/preview/[id]'>) {
  const locale = await localeParam(params);
  const { id } = await params;
  return (
    <PreviewGate>
      <CompanyPreview id={id} locale={locale} />
    </PreviewGate>
  );
}
