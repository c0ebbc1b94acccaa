'use client';

import { lazyWithMessages } from '@/components/ui/lazy-with-messages';
import { LoadWhenNear } from '@/components/ui/load-when-near';
import type { NewsletterAudience } from '@/contracts/newsletter';

// The form's space, about its height on a phone and from small screens on, so nothing beside
// it moves when the form arrives (well before it scrolls into view).
const placeholder = <div aria-hidden="true" className="min-h-[17.5rem] sm:min-h-[11.5rem]" />;

const NewsletterForm = lazyWithMessages(
  'newsletterForm',
  () => import('./newsletter-form').then((module) => module.NewsletterForm),
  placeholder,
);

/**
 * The newsletter form sits at the end of the page (the footer, the home page's last section): its
 * code and messages load when a reader comes near it, not with every page.
 */
export function NewsletterFormLoader({ audience }: { audience: NewsletterAudience }) {
  return (
    <LoadWhenNear placeholder={placeholder}>
      <NewsletterForm audience={audience} />
    </LoadWhenNear>
  );
}
