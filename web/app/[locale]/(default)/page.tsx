import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompanyCard } from '@/components/companies/company-card';
import { HomeForYou } from '@/components/for-you/home-for-you';
import { HomeB2BBand } from '@/components/home/home-b2b-band';
import { HomeHero } from '@/components/home/home-hero';
import { HomeNewsletter } from '@/components/home/home-newsletter';
import { HomeSection } from '@/components/home/home-section';
import { JobList } from '@/components/jobs/job-list';
import { ArticleCard } from '@/components/magazine/article-card';
import { listCities } from '@/content/jobs';
import { draftContent } from '@/content/preview/draft-content';
import { getHomePage, getHomeTheme } from '@/content/site';
import { localeParam } from '@/i18n/locale-param';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { themeVariables } from '@/lib/theme/theme';
import { searchCompanies } from '@/search/company-search';
import { searchJobOffers } from '@/search/job-offer-search';

type Props = PageProps<'/[locale]'>;

// Cached; refreshed when content changes and at least this often, for the newest offers.
export const revalidate = 600;

const NEWEST_JOB_OFFERS = 6;

export async function generateMetadata({ params }: Props) {
  const locale = await localeParam(params);
  const home = await getHomePage(locale);
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return pageMetadata({
    locale,
    route: '/',
    title: home?.heroTitle ?? t('home_title'),
    description: home?.heroText ?? t('home_lead'),
  });
}

export default async function HomePage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const t = await getTranslations('Home');
  const pages = await getTranslations('Pages');
  const { perspective, edit } = await draftContent(locale);
  const [home, theme, jobs, companies, cities] = await Promise.all([
    getHomePage(locale, perspective),
    getHomeTheme(),
    searchJobOffers({}, { locale, limit: NEWEST_JOB_OFFERS }),
    searchCompanies({ locale }),
    listCities(),
  ]);
  const featured = home?.companies ?? [];
  const articles = home?.articles ?? [];

  return (
    <div style={themeVariables(theme)}>
      <HomeHero
        locale={locale}
        title={home?.heroTitle ?? pages('home_title')}
        text={home?.heroText ?? pages('home_lead')}
        cities={cities}
        jobCount={jobs.total}
        companyCount={companies.total}
        showcase={featured}
        edit={edit({ id: 'homePage', type: 'homePage' })}
      />
      <HomeForYou />
      {featured.length ? (
        <HomeSection
          id="home-companies"
          title={t('companies_title')}
          lead={t('companies_lead')}
          more={{ href: '/companies', label: t('companies_all') }}
        >
          <ul className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
            {featured.map((company) => (
              <li key={company.id} className="w-[82%] shrink-0 snap-start sm:w-auto">
                <CompanyCard
                  company={company}
                  headingLevel={3}
                  edit={edit({ id: company.id, type: 'company' })}
                />
              </li>
            ))}
          </ul>
        </HomeSection>
      ) : null}
      {jobs.items.length ? (
        <HomeSection
          id="home-jobs"
          title={t('jobs_title')}
          lead={t('jobs_lead')}
          more={{ href: '/jobs', label: t('jobs_all') }}
          className="bg-gray-50"
        >
          <JobList jobs={jobs.items} locale={locale} layout="grid" headingLevel={3} edit={edit} />
        </HomeSection>
      ) : null}
      {articles.length ? (
        <HomeSection
          id="home-magazine"
          title={t('magazine_title')}
          lead={t('magazine_lead')}
          more={{ href: '/magazine', label: t('magazine_all') }}
        >
          <ul className="grid gap-6 md:grid-cols-3">
            {articles.map((article) => (
              <li key={article.id}>
                <ArticleCard
                  article={article}
                  headingLevel={3}
                  edit={edit({ id: article.id, type: 'article' })}
                />
              </li>
            ))}
          </ul>
        </HomeSection>
      ) : null}
      <HomeB2BBand />
      <HomeNewsletter />
    </div>
  );
}
