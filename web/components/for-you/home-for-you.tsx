'use client';

import { lazyWithMessages } from '@/components/ui/lazy-with-messages';
import { useForYou } from '@/hooks/use-for-you';

// The row, its job cards and their messages load only for someone with offers to show, not with
// every home page;
// the row appears once both are in, in one step, as it appeared with its data before.
const HomeForYouRow = lazyWithMessages('forYouRow', () =>
  import('./home-for-you-row').then((module) => module.HomeForYouRow),
);

const HOME_OFFERS = 4;

/**
 * The home page's 'For you' row: the best-ranked offers of a signed-in user with preferences.
 * Loaded in the browser, so the cached home page stays the same for everyone; nobody else sees it.
 */
export function HomeForYou() {
  const { forYou } = useForYou();
  if (!forYou?.offers.length) return null;
  return <HomeForYouRow offers={forYou.offers.slice(0, HOME_OFFERS)} />;
}
