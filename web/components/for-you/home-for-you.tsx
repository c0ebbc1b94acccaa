'use client';

import { useTranslations } from 'next-intl';
import { HomeSection } from '@/components/home/home-section';
import { useForYou } from '@/hooks/use-preferences';
import { RankedOffers } from './ranked-offers';

const HOME_OFFERS = 4;

/**
 * The home page's 'For you' row: the best-ranked offers of a signed-in user with preferences.
 * Loaded in the browser, so the cached home page stays the same for everyone; nobody else sees it.
 */
export function HomeForYou() {
  const t = useTranslations('ForYou');
  const { forYou } = useForYou();
  if (!forYou?.offers.length) return null;
  return (
    <HomeSection
      id="home-for-you"
      title={t('home_title')}
      lead={t('home_lead')}
      more={{ href: '/profile/for-you', label: t('home_all') }}
    >
      <RankedOffers offers={forYou.offers.slice(0, HOME_OFFERS)} layout="grid" headingLevel={3} />
    </HomeSection>
  );
}
