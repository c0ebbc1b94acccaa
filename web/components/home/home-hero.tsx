import type { Locale } from '@tribe/routes';
import { getTranslations } from 'next-intl/server';
import type { CompanyCardItem } from '@/components/companies/company-card';
import { ContentImage } from '@/components/ui/content-image';
import { urlForImage } from '@/content/images/image-url';
import type { EditTarget } from '@/lib/visual-editing/edit-target';
import { HomeSearch } from './home-search';

interface HomeHeroProps {
  locale: Locale;
  title: string;
  text: string | null;
  cities: string[];
  jobCount: number;
  companyCount: number;
  /** Companies whose preview images make the collage beside the search. */
  showcase: CompanyCardItem[];
  /** The home page singleton's overlays, in draft mode. */
  edit?: EditTarget;
}

const tiles = [
  'col-span-2 aspect-[16/9] rotate-[-2deg]',
  'aspect-square rotate-[3deg] translate-y-4',
  'aspect-square rotate-[-1deg]',
];

// The collage's breakpoint (its `lg:grid`): phones never see it, so they do not fetch it.
const COLLAGE_SHOWN_ON = '(min-width: 64rem)';

/** The home page's opening: the singleton's title and text, the job search, figures and a photo collage. */
export async function HomeHero({
  locale,
  title,
  text,
  cities,
  jobCount,
  companyCount,
  showcase,
  edit,
}: HomeHeroProps) {
  const t = await getTranslations('Home');
  const photos = showcase
    .flatMap((company) =>
      company.previewImage?.asset
        ? [{ id: company.id, name: company.name, image: company.previewImage }]
        : [],
    )
    .slice(0, tiles.length);
  return (
    <section aria-labelledby="home-title" className="overflow-hidden bg-secondary text-secondary-text">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)]">
        <div>
          <p className="text-sm font-bold tracking-widest text-primary uppercase">{t('eyebrow')}</p>
          <h1
            id="home-title"
            className="mt-3 font-display text-5xl font-black tracking-tight text-balance sm:text-7xl"
            {...edit?.localized('heroTitle')}
          >
            {title}
          </h1>
          {text ? (
            <p className="mt-6 max-w-xl text-lg opacity-90 sm:text-xl" {...edit?.localized('heroText')}>
              {text}
            </p>
          ) : null}
          <div className="mt-10">
            <HomeSearch locale={locale} cities={cities} />
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="h-2 w-2 rounded-full bg-primary" />
              {t('stats_jobs', { count: jobCount })}
            </li>
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="h-2 w-2 rounded-full bg-primary" />
              {t('stats_companies', { count: companyCount })}
            </li>
          </ul>
        </div>
        {photos.length === tiles.length ? (
          <div aria-hidden="true" className="hidden grid-cols-2 gap-4 lg:grid">
            {photos.map((photo, index) => (
              <div
                key={photo.id}
                className={`relative overflow-hidden rounded-3xl shadow-2xl ${tiles[index]}`}
              >
                <ContentImage
                  src={urlForImage(photo.image).width(720).url()}
                  alt=""
                  fill
                  priority={index === 0}
                  shownOn={COLLAGE_SHOWN_ON}
                  sizes="(min-width: 1280px) 520px, 40vw"
                  className="object-cover"
                />
                <span className="absolute bottom-3 left-3 rounded-full bg-white px-3 py-1 text-sm font-bold text-gray-950 shadow-md">
                  {photo.name}
                </span>
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
