import type { NewsletterAudience } from '@/contracts/newsletter';
import { MessagesFor } from '@/i18n/messages-for';
import { NewsletterFormLoader } from './newsletter-form-loader';

/** The newsletter form with the messages it shows. */
export function NewsletterSignUp({ audience }: { audience: NewsletterAudience }) {
  return (
    <MessagesFor scope="newsletterForm">
      <NewsletterFormLoader audience={audience} />
    </MessagesFor>
  );
}
