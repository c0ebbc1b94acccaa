import { MapPin, Users } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { FollowButton } from '@/components/following/follow-button';
import type { CompanyBySlugQueryResult } from '@/content/sanity.types';
import { applyThemeUpdate, defaultTheme, themeVariables } from '@/lib/theme/theme';

type Company = NonNullable<CompanyBySlugQueryResult>;

/**
 * The company's header band in its own colours (spec section 4, 'Company theme'): secondary
 * background with primary accents when companyBioBgColor is SECONDARY, the reverse otherwise.
 */
export async function CompanyHeader({ company }: { company: Company }) {
  const t = await getTranslations('CompanyCard');
  const detail = await getTranslations('Detail');
  const theme = applyThemeUpdate(defaultTheme, company.theme ?? {});
  const secondaryBand = theme.companyBioBgColor === 'SECONDARY';
  const band = secondaryBand
    ? {
        background: theme.secondaryColor,
        color: theme.secondaryTextColor,
        accent: theme.primaryColor,
        accentText: theme.primaryTextColor,
      }
    : {
        background: theme.primaryColor,
        color: theme.primaryTextColor,
        accent: theme.secondaryColor,
        accentText: theme.secondaryTextColor,
      };
  const status =
    company.status === 'preparing' || company.status === 'starting'
      ? detail(`status_${company.status}`)
      : null;
  return (
    <header
      style={{ ...themeVariables(theme), background: band.background, color: band.color }}
      data-testid="company-header"
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="flex flex-wrap items-center gap-2">
          {(company.industries ?? []).map((industry) => (
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
        <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
          <h1 className="font-display text-4xl font-black tracking-tight sm:text-6xl">{company.name}</h1>
          <FollowButton kind="company" id={company.id} />
        </div>
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium opacity-90">
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="h-4 w-4" /> {(company.locations ?? []).join(', ')}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Users aria-hidden="true" className="h-4 w-4" />{' '}
            {t('employees', { count: company.employeesCount })}
          </span>
        </p>
        <p className="mt-6 max-w-3xl text-lg opacity-90">{company.description}</p>
      </div>
    </header>
  );
}
