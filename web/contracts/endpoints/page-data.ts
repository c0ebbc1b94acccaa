/** Data the public pages fetch in the browser. */
import { withQuery } from './query';

export const pageDataEndpoints = {
  companyResponse: (companyID: string) => withQuery('/api/pages/company-response', { companyID }),
  jobOffers: (query: Record<string, string>) => withQuery('/api/pages/job-offers', query),
} as const;
