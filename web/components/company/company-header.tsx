import { getTranslations } from 'next-intl/server';
import { FollowButton } from '@/components/following/follow-button';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { ContentImage } from '@/components/ui/content-image';
import { urlForImage } from '@/content/images/image-url';
import type { CompanyBySlugQueryResult } from '@/contracts/sanity.types';

import { headerBand } from '@/lib/theme/header-band';
import type { Theme } from '@/lib/theme/theme';
import type { EditTarget } from '@/lib/visual-editing/edit-target';

type Company = NonNullable<CompanyBySlugQueryResult>;

/** The company's header band in its own colours (spec section 4, 'Company theme'). */
export async function CompanyHeader({
  company,
  theme,
  aside,
  edit,
}: {
  company: Company;
  theme: Theme;
  aside?: React.ReactNode;
  edit?: EditTarget;
}) {
  const t = await getTranslations('CompanyCard');
  const detail = await getTranslations('Detail');
  const band = headerBand(theme);
  const logoBackground =
    theme.companyCardLogoBgColor === 'SECONDARY' ? theme.secondaryColor : theme.primaryColor;
  const status =
    company.status === 'preparing' || company.status === 'starting'
      ? detail(`status_${company.status}`)
      : null;
  return (
    <section
      id="about"
      aria-labelledby="company-name"
      style={{ background: band.background, color: band.color }}
      data-testid="company-header"
      className="scroll-mt-32"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-4">
            {company.logo?.asset ? (
              <span
                className="flex h-20 w-20 shrink-0 items-center justify-center rounded-2xl p-3 shadow-lg ring-4 ring-white/20 sm:h-24 sm:w-24"
                style={{ background: logoBackground }}
                data-testid="company-logo"
                {...edit?.field('logo')}
              >
                <ContentImage
                  src={urlForImage(company.logo).width(192).url()}
                  alt={company.name}
                  width={96}
                  height={96}
                  className="h-full w-full object-contain"
                />
              </span>
            ) : null}
            <div className="flex flex-wrap items-center gap-2" {...edit?.field('industries')}>
              {(company.industries ?? []).filter(Boolean).map((industry) => (
                <span
                  key={industry}
                  className="rounded-full px-3 py-1 text-xs font-semibold"
                  style={{ background: band.accent, color: band.accentText }}
                >
                  {industry}
                </span>
              ))}
              {status ? (
                <span className="rounded-full border border-current px-3 py-1 text-xs font-semibold">
                  {status}
                </span>
              ) : null}
            </div>
          </div>
          <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
            <h1
              id="company-name"
              {...edit?.field('name')}
              className="min-w-0 break-words font-display text-4xl font-black tracking-tight sm:text-6xl"
            >
              {company.name}
            </h1>
            <FollowButton kind="company" id={company.id} />
          </div>
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
            {company.locations?.length ? (
              <span className="inline-flex items-center gap-1.5" {...edit?.field('locations')}>
                <SpriteIcon name="map-pin" className="h-4 w-4" /> {company.locations.join(', ')}
              </span>
            ) : null}
            {company.employeesCount ? (
              <span className="inline-flex items-center gap-1.5" {...edit?.field('employeesCount')}>
                <SpriteIcon name="users" className="h-4 w-4" />{' '}
                {t('employees', { count: company.employeesCount })}
              </span>
            ) : null}
          </p>
          {company.description ? (
            <p className="mt-6 max-w-3xl text-lg leading-relaxed" {...edit?.localized('description')}>
              {company.description}
            </p>
          ) : null}
        </div>
        {aside}
      </div>
    </section>
  );
}
