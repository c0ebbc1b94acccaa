import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { listCategories } from '@/content/magazine';
import { permanentRedirect } from '@/i18n/navigation';
import { type Locale, locales } from '@/i18n/pathnames';
import { renderOnFirstRequest } from '@/lib/pages/render-on-first-request';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = PageProps<'/[locale]/magazine/[slug]'>;

/** The category in this locale, found by its slug in either language (the other one redirects). */
async function findCategory(slug: string, locale: Locale) {
  const lists = await Promise.all(locales.map((language) => listCategories(language)));
  const id = lists.flat().find((category) => category.slug === slug)?.id;
  return id ? lists[locales.indexOf(locale)].find((category) => category.id === id) : undefined;
}

export const generateStaticParams = renderOnFirstRequest;

export async function generateMetadata({ params }: Props) {
  const { locale, slug } = await params;
  const category = await findCategory(slug, locale as Locale);
  if (!category?.slug || !category.title) return {};
  return pageMetadata({
    locale: locale as Locale,
    route: '/magazine/[slug]',
    params: { slug: category.slug },
    title: category.title,
    description: category.description ?? undefined,
  });
}

export default async function MagazineCategoryPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale as Locale);
  const category = await findCategory(slug, locale as Locale);
  if (!category?.slug || !category.title) notFound();
  if (category.slug !== slug) {
    permanentRedirect({
      href: { pathname: '/magazine/[slug]', params: { slug: category.slug } },
      locale: locale as Locale,
    });
  }
  return <PageIntro title={category.title} lead={category.description ?? undefined} />;
}
