'use client';

import { Briefcase, MapPin } from 'lucide';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/icon';
import { CompanyLogo } from '@/components/jobs/company-logo';
import type { ForYou } from '@/contracts/preferences';
import { Link } from '@/i18n/navigation';
import { MatchReasons } from './match-reasons';

/** Companies in their ranked order: logo, name, cities and open positions, and why each suits the user. */
export function RankedCompanies({ companies }: { companies: ForYou['companies'] }) {
  const t = useTranslations('CompanyCard');
  return (
    <ol className="grid gap-4 sm:grid-cols-2" data-testid="ranked-companies">
      {companies.map(({ item, score, reasons }) => (
        <li
          key={item.id}
          className="relative flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm transition hover:shadow-md focus-within:shadow-md"
        >
          <div className="flex items-center gap-4">
            <CompanyLogo company={item} />
            <div className="min-w-0">
              <h3 className="font-display text-lg font-bold break-words">
                <Link
                  href={{ pathname: '/company/[company_slug]', params: { company_slug: item.slug } }}
                  className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-primary"
                >
                  {item.name}
                </Link>
              </h3>
              <p className="mt-0.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600">
                {item.locations?.length ? (
                  <span className="inline-flex items-center gap-1.5">
                    <Icon node={MapPin} className="h-4 w-4 shrink-0" />
                    <span className="sr-only">{t('locations')}: </span>
                    {item.locations.join(', ')}
                  </span>
                ) : null}
                <span className="inline-flex items-center gap-1.5">
                  <Icon node={Briefcase} className="h-4 w-4 shrink-0" />
                  {t('open_positions', { count: item.openPositionsCount })}
                </span>
              </p>
            </div>
          </div>
          <MatchReasons reasons={reasons} score={score} />
        </li>
      ))}
    </ol>
  );
}
