import type { NewsletterAudience } from '@/contracts/newsletter';
import { intlPropsFor } from '@/i18n/intl-props';
import { NewsletterFormLoader } from './newsletter-form-loader';

/** The newsletter form with the messages it shows (translated in the browser once it loads). */
export async function NewsletterSignUp({ audience }: { audience: NewsletterAudience }) {
  return <NewsletterFormLoader audience={audience} intl={await intlPropsFor('newsletterForm')} />;
}
