/** Where a job search lives: the job list, or one company's job list. */
export type JobSearchHref =
  | { pathname: '/jobs' }
  | { pathname: '/company/[company_slug]/jobs'; params: { company_slug: string } };
