import 'server-only';
import type { Locale } from '@tribe/routes';
import { createTranslator } from 'use-intl/core';
import { messagesFor } from '@/i18n/messages';

type Namespace =
  | 'ApplicantThread'
  | 'Application'
  | 'AuthPopup'
  | 'CompanySignup'
  | 'ContactEmail'
  | 'DocumentReview'
  | 'Enums'
  | 'FrontDoor'
  | 'Inquiry'
  | 'Interviews'
  | 'JobAlerts'
  | 'JobFilters'
  | 'LocalSignIn'
  | 'Mail'
  | 'Newsletter'
  | 'NewsletterForm'
  | 'Recruiter'
  | 'Salary'
  | 'Validation'
  | 'Workspace';

/**
 * The translator for the platform's own pages (sign-in popup, local test sign-in, the front door's
 * refusals): the site's catalogue and ICU formatting, outside React.
 */
export function platformTranslator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: messagesFor(locale), namespace });
}
