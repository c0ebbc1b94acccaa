/** The id of the heading of a company's newest offers, which names their section. */
export const COMPANY_JOB_OFFERS_HEADING_ID = 'company-job-offers-heading';
