/** Job alerts: saved searches e-mailed to their owner. */
import { segment, withQuery } from './query';

export const jobAlertEndpoints = {
  list: '/api/user/job-alerts',
  item: (id: string) => `/api/user/job-alerts/${segment(id)}`,
  /** The alert's matching offers; the user's visit to them moves the 'New' mark on. */
  offers: (id: string, language: string) =>
    withQuery(`/api/user/job-alerts/${segment(id)}/offers`, { language }),
  seen: (id: string) => `/api/user/job-alerts/${segment(id)}/seen`,
  subscribe: '/api/job-alerts/subscribe',
  confirm: (token: string) => withQuery('/api/job-alerts/confirm', { token }),
  unsubscribe: (token: string) => withQuery('/api/job-alerts/unsubscribe', { token }),
} as const;
