/** The newsletter sign-up. */
import { withQuery } from './query';

export const newsletterEndpoints = {
  subscribe: '/api/newsletter/subscribe',
  /** `language` is the subscriber's: the page keeps it once the subscription is gone. */
  confirm: (token: string, language: string) => withQuery('/api/newsletter/confirm', { token, language }),
  unsubscribe: (token: string, language: string) =>
    withQuery('/api/newsletter/unsubscribe', { token, language }),
} as const;
