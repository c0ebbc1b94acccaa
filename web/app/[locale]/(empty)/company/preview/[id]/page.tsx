import { notFound } from 'next/navigation';
import { CompanyProfile } from '@/components/company/company-profile';
import { PreviewGate } from '@/components/preview/preview-gate';
import { getCompanyById } from '@/content/companies';
import type { Locale } from '@/i18n/pathnames';

export const metadata = { robots: { index: false, follow: false } };

async function CompanyPreview({ id, locale }: { id: string; locale: Locale }) {
  const company = await getCompanyById(id, locale, 'drafts');
  if (!company) notFound();
  return <CompanyProfile company={company} />;
}

export default async function CompanyPreviewPage({ params }: PageProps<'/[locale]/company/preview/[id]'>) {
  const { locale, id } = await params;
  return (
    <PreviewGate>
      <CompanyPreview id={id} locale={locale as Locale} />
    </PreviewGate>
  );
}
