import type { NewsletterAudience } from '@/contracts/newsletter';
import { MessagesFor } from '@/i18n/messages-for';
import { NewsletterForm } from './newsletter-form';

/** The newsletter form with the messages it shows. */
export function NewsletterSignUp({ audience }: { audience: NewsletterAudience }) {
  return (
    <MessagesFor scope="newsletterForm">
      <NewsletterForm audience={audience} />
    </MessagesFor>
  );
}
