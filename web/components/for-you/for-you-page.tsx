'use client';

import { SlidersHorizontal } from 'lucide';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/icon';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import type { ForYou } from '@/contracts/preferences';
import { useForYou } from '@/hooks/use-for-you';
import { RankedCompanies } from './ranked-companies';
import { RankedOffers } from './ranked-offers';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="font-display text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

const emptyBox = 'rounded-2xl border-2 border-dashed border-gray-300 p-8 text-center';

/**
 * The offers and companies ranked by the user's preferences, each with why it suits them; with
 * no preference set, an invitation to set them. `ranked` is what the server ranked for the page,
 * shown until the browser's own copy arrives.
 */
export function ForYouPage({ ranked }: { ranked?: ForYou }) {
  const t = useTranslations('ForYou');
  const { forYou: loaded, error, reload } = useForYou();
  const forYou = loaded ?? ranked;
  if (!forYou && error) return <LoadError message={t('load_failed')} onRetry={() => reload()} />;
  if (!forYou) return <div className="h-64 animate-pulse rounded-2xl bg-gray-100" aria-busy="true" />;
  if (!forYou.hasPreferences) {
    return (
      <EmptyState
        title={t('empty_title')}
        text={t('empty_text')}
        action={{ href: '/profile/preferences', label: t('empty_cta') }}
        testId="for-you-empty"
      />
    );
  }
  return (
    <div className="flex flex-col gap-10">
      <div>
        <ButtonLink href="/profile/preferences" variant="secondary-outline" size="sm">
          <Icon node={SlidersHorizontal} className="h-4 w-4" />
          {t('edit_preferences')}
        </ButtonLink>
      </div>
      <Section id="for-you-offers" title={t('offers_title')}>
        {forYou.offers.length ? (
          <RankedOffers offers={forYou.offers} layout="list" headingLevel={3} />
        ) : (
          <p className={emptyBox}>{t('offers_empty')}</p>
        )}
      </Section>
      <Section id="for-you-companies" title={t('companies_title')}>
        {forYou.companies.length ? (
          <RankedCompanies companies={forYou.companies} />
        ) : (
          <p className={emptyBox}>{t('companies_empty')}</p>
        )}
      </Section>
    </div>
  );
}
