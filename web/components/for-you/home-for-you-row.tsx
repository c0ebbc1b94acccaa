import { useTranslations } from 'next-intl';
import { HomeSection } from '@/components/home/home-section';
import type { ForYou } from '@/contracts/preferences';
import { RankedOffers } from './ranked-offers';

/** The filled 'For you' row of the home page: its heading, link to the whole list and the offers. */
export function HomeForYouRow({ offers }: { offers: ForYou['offers'] }) {
  const t = useTranslations('ForYou');
  return (
    <HomeSection
      id="home-for-you"
      title={t('home_title')}
      lead={t('home_lead')}
      more={{ href: '/profile/for-you', label: t('home_all') }}
    >
      <RankedOffers offers={offers} layout="grid" headingLevel={3} />
    </HomeSection>
  );
}
