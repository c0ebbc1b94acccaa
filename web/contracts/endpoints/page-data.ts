/** Data the public pages fetch in the browser. */
import { segment, withQuery } from './query';

export const pageDataEndpoints = {
  companyResponse: (companyID: string) => withQuery('/api/pages/company-response', { companyID }),
  jobOffers: (query: Record<string, string>) => withQuery('/api/pages/job-offers', query),
  /** The messages a part loaded on demand translates with, in one language. */
  scopeMessages: (version: string, locale: string, scope: string) =>
    `/api/pages/messages/${segment(version)}/${segment(locale)}/${segment(scope)}`,
} as const;
