import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { ButtonLink } from '@/components/ui/button';
import type { Locale } from '@/i18n/pathnames';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return pageMetadata({
    locale,
    route: '/',
    title: t('home_title'),
    description: t('home_lead'),
  });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations('Pages');
  return (
    <PageIntro eyebrow={t('home_eyebrow')} title={t('home_title')} lead={t('home_lead')}>
      <ButtonLink href="/jobs" size="lg">
        {t('home_cta_jobs')}
      </ButtonLink>
      <ButtonLink href="/companies" size="lg" variant="secondary-outline">
        {t('home_cta_companies')}
      </ButtonLink>
    </PageIntro>
  );
}
