import { getTranslations } from 'next-intl/server';
import { FollowHeart } from '@/components/following/follow-heart';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { ContentImage } from '@/components/ui/content-image';
import { urlForImage } from '@/content/images/image-url';
import type { CompanySearchQueryResult } from '@/contracts/sanity.types';
import { Link } from '@/i18n/navigation';
import { cardLogoSurface } from '@/lib/theme/card-logo';
import { applyThemeUpdate, defaultTheme } from '@/lib/theme/theme';
import type { EditTarget } from '@/lib/visual-editing/edit-target';

export type CompanyCardItem = CompanySearchQueryResult['items'][number];

interface CompanyCardProps {
  company: CompanyCardItem;
  /** The name's heading level, so the card fits the page's outline (h2 in a list, h3 in a section). */
  headingLevel?: 2 | 3;
  /** The card is in the first screen: its preview image loads at once, not when scrolled to. */
  priority?: boolean;
  /** In draft mode: where the company's name is edited (its overlay). */
  edit?: EditTarget;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/**
 * A company on lists (spec section 2 'Company list and search'): preview image, logo on its
 * themed surface, name, industries, locations, size and live open positions. The whole card
 * links to the profile; the heart is a separate button above the link.
 */
export async function CompanyCard({ company, headingLevel = 2, priority, edit }: CompanyCardProps) {
  const t = await getTranslations('CompanyCard');
  const detail = await getTranslations('Detail');
  const logoSurface = cardLogoSurface(applyThemeUpdate(defaultTheme, company.theme ?? {}));
  const Name = `h${headingLevel}` as const;
  const status = company.status === 'live' ? null : detail(`status_${company.status}`);
  const industries = (company.industries ?? []).filter((industry): industry is string => !!industry);
  const locations = company.locations ?? [];

  return (
    <article
      data-testid="company-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-gray-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-within:shadow-lg"
    >
      <div className="relative aspect-[16/9] bg-gray-100">
        {company.previewImage?.asset ? (
          <ContentImage
            src={urlForImage(company.previewImage).width(800).height(450).url()}
            alt=""
            fill
            sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
            priority={priority}
            className="object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        ) : null}
        {status ? (
          <span className="absolute top-3 left-3 rounded-full bg-white px-3 py-1 text-xs font-bold text-gray-900 shadow-sm">
            {status}
          </span>
        ) : null}
        <div className="absolute top-3 right-3 z-10">
          <FollowHeart kind="company" id={company.id} name={company.name} />
        </div>
      </div>
      <div className="relative flex flex-1 flex-col px-5 pt-10 pb-5">
        <span
          aria-hidden="true"
          className="absolute -top-8 left-5 flex h-16 w-16 items-center justify-center overflow-hidden rounded-2xl border-4 border-white font-display text-xl font-black shadow-sm"
          style={logoSurface}
        >
          {company.logo?.asset ? (
            <ContentImage
              src={urlForImage(company.logo).width(128).url()}
              alt=""
              width={56}
              height={56}
              className="h-12 w-12 object-contain"
            />
          ) : (
            initials(company.name)
          )}
        </span>
        <Name className="font-display text-xl font-bold break-words" {...edit?.field('name')}>
          <Link
            href={{ pathname: '/company/[company_slug]', params: { company_slug: company.slug } }}
            className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-primary"
          >
            {company.name}
          </Link>
        </Name>
        {industries.length ? (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('industries')}>
            {industries.slice(0, 3).map((industry) => (
              <li
                key={industry}
                className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-700"
              >
                {industry}
              </li>
            ))}
          </ul>
        ) : null}
        <ul className="mt-4 grid gap-1.5 text-sm text-gray-600">
          {locations.length ? (
            <li className="flex items-start gap-2">
              <SpriteIcon name="map-pin" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                <span className="sr-only">{t('locations')}: </span>
                {locations.join(', ')}
              </span>
            </li>
          ) : null}
          {/* A company approved from its own sign-up may not have its size filled in yet. */}
          {company.employeesCount ? (
            <li className="flex items-center gap-2">
              <SpriteIcon name="users" className="h-4 w-4 shrink-0" />
              {t('employees', { count: company.employeesCount })}
            </li>
          ) : null}
        </ul>
        <p
          data-testid="company-card-open-positions"
          className="mt-auto flex items-center gap-2 pt-4 text-sm font-semibold text-gray-900"
        >
          <SpriteIcon name="briefcase" className="h-4 w-4 shrink-0 text-gray-600" />
          {t('open_positions', { count: company.openPositionsCount })}
        </p>
      </div>
    </article>
  );
}
