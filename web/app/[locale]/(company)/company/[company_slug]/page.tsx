import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PageView } from '@/components/app/page-view';
import { CompanyProfile } from '@/components/company/company-profile';
import { JsonLd } from '@/components/seo/json-ld';
import { organizationOf } from '@/components/seo/organization-of';
import { getCompany } from '@/content/companies';
import { urlForImage } from '@/content/images/image-url';
import { draftContent } from '@/content/preview/draft-content';
import { localeParam } from '@/i18n/locale-param';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = PageProps<'/[locale]/company/[company_slug]'>;

// Rendered on first visit, then cached until the content changes (and at least every 10 minutes,
// so an offer that has just expired shows as closed).
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props) {
  const locale = await localeParam(params);
  const { company_slug } = await params;
  const company = await getCompany(company_slug, locale);
  if (!company) return {};
  return pageMetadata({
    locale,
    route: '/company/[company_slug]',
    params: { company_slug },
    title: company.name,
    description: company.description ?? undefined,
    image: company.previewImage?.asset
      ? urlForImage(company.previewImage).width(1200).height(630).url()
      : undefined,
  });
}

export default async function CompanyPage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const { company_slug } = await params;
  const { perspective, edit } = await draftContent(locale);
  const company = await getCompany(company_slug, locale, perspective);
  if (!company) notFound();
  return (
    <>
      <JsonLd data={organizationOf(company, locale)} />
      <CompanyProfile company={company} edit={edit({ id: company.id, type: 'company' })} />
      {perspective === 'published' ? (
        <PageView event={{ type: 'profile_view', company: company.id }} />
      ) : null}
    </>
  );
}
