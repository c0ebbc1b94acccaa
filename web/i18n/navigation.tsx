import { createNavigation } from 'next-intl/navigation';
import type { ComponentProps } from 'react';
import { routing } from './routing';

const navigation = createNavigation(routing);

export const { redirect, usePathname, useRouter, getPathname, permanentRedirect } = navigation;

/** The attribute that marks a link whose page {@link IntentPrefetch} fetches ahead. */
export const PREFETCH_ON_INTENT_ATTRIBUTE = 'data-prefetch-on-intent';

/**
 * The locale-aware link. Its page is fetched ahead when a visitor reaches for it (pointer over
 * it, focus, touch; see IntentPrefetch), not as soon as it scrolls into view: a page of cards
 * would otherwise have a phone fetch and parse every visible card's page while it is still
 * hydrating the one it shows.
 */
export function Link(props: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link prefetch={false} {...{ [PREFETCH_ON_INTENT_ATTRIBUTE]: '' }} {...props} />;
}
