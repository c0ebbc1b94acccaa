import { getTranslations, setRequestLocale } from 'next-intl/server';
import { B2BHero } from '@/components/b2b/b2b-hero';
import { B2BHighlights } from '@/components/b2b/b2b-highlights';
import { B2BNewsletterSection } from '@/components/b2b/b2b-newsletter-section';
import { B2BQuoteSection } from '@/components/b2b/b2b-quote-section';
import { B2BServices } from '@/components/b2b/b2b-services';
import { B2BTestimonials } from '@/components/b2b/b2b-testimonials';
import { B2BWorkspace } from '@/components/b2b/b2b-workspace';
import { getB2BPage } from '@/content/site';
import { localeParam } from '@/i18n/locale-param';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { applyThemeUpdate, defaultTheme, themeVariables } from '@/lib/theme/theme';

type Props = PageProps<'/[locale]/for-companies'>;

export async function generateMetadata({ params }: Props) {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return pageMetadata({
    locale,
    route: '/for-companies',
    title: t('for_companies_title'),
    description: t('for_companies_lead'),
  });
}

export default async function ForCompaniesPage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const [b2b, pages] = await Promise.all([getB2BPage(locale), getTranslations('Pages')]);
  const theme = applyThemeUpdate(defaultTheme, b2b.theme ?? {});
  return (
    <div style={themeVariables(theme)}>
      <B2BHero
        title={b2b.page?.heroTitle ?? pages('for_companies_title')}
        text={b2b.page?.heroText ?? pages('for_companies_lead')}
        clients={[
          ...new Set(b2b.testimonials.flatMap(({ companyName }) => (companyName ? [companyName] : []))),
        ]}
      >
        <B2BHighlights highlights={b2b.page?.highlights ?? []} />
      </B2BHero>
      <B2BWorkspace />
      <B2BServices services={b2b.services} />
      <B2BTestimonials testimonials={b2b.testimonials} />
      <B2BQuoteSection />
      <B2BNewsletterSection />
    </div>
  );
}
