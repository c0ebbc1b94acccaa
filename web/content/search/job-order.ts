import type { JobSearchDocument, JobSource } from './job-search-document';
import type { TextMatch } from './text-index';

/** Offers newest first, ties by id: the order `recency` numbers. */
export function newestFirst(jobs: JobSource[]): JobSource[] {
  return [...jobs].sort((a, b) =>
    a.publishedAt === b.publishedAt ? (a.id < b.id ? -1 : 1) : a.publishedAt < b.publishedAt ? 1 : -1,
  );
}

export const byRecency = (a: JobSearchDocument, b: JobSearchDocument) => a.recency - b.recency;

/** The highest salary in CZK first, offers without one last; recency breaks ties. */
export const bySalary = (a: JobSearchDocument, b: JobSearchDocument) =>
  (b.salaryCzk ?? -1) - (a.salaryCzk ?? -1) || byRecency(a, b);

/** The best text match first; recency breaks ties. */
export const byRelevance = (textMatches: Map<string, TextMatch>) => {
  const rank = (job: JobSearchDocument) => textMatches.get(job.id)?.rank ?? 0;
  return (a: JobSearchDocument, b: JobSearchDocument) => rank(b) - rank(a) || byRecency(a, b);
};
