/** The newsletter sign-up. */
import { withQuery } from './query';

export const newsletterEndpoints = {
  subscribe: '/api/newsletter/subscribe',
  confirm: (token: string) => withQuery('/api/newsletter/confirm', { token }),
  unsubscribe: (token: string) => withQuery('/api/newsletter/unsubscribe', { token }),
} as const;
