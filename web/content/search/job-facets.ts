import type { JobSearchDocument } from './job-search-document';
import { type JobFacetName, type JobFacets, type JobSearchRequest, jobFacetNames } from './search-engine';

const facetValue: Record<JobFacetName, (job: JobSearchDocument) => string> = {
  city: (job) => job.city,
  company: (job) => job.companySlug,
  seniority: (job) => job.seniority,
  workload: (job) => job.workload,
  workingMode: (job) => job.workingMode,
  employmentType: (job) => job.employmentType,
};

const requested: Record<JobFacetName, (request: JobSearchRequest) => string | undefined> = {
  city: (request) => request.city,
  company: (request) => request.companySlug,
  seniority: (request) => request.seniority,
  workload: (request) => request.workload,
  workingMode: (request) => request.workingMode,
  employmentType: (request) => request.employmentType,
};

/** The filters that are not counted per value: a fixed company, salary and validity. */
function passesFixedFilters(job: JobSearchDocument, request: JobSearchRequest): boolean {
  if (job.validThrough !== null && job.validThrough <= request.now) return false;
  if (request.companyId && job.companyId !== request.companyId) return false;
  if (request.withSalary && !job.statesSalary) return false;
  if (request.minSalaryCzk !== undefined && (job.salaryCzk ?? 0) < request.minSalaryCzk) return false;
  return true;
}

/**
 * The offers that pass every filter, in the order given, and the facet counts: each filter's
 * values counted over the offers that pass all the other filters, so choosing a value shows what
 * it would find.
 */
export function filterAndCount(
  candidates: Iterable<JobSearchDocument>,
  request: JobSearchRequest,
): { matches: JobSearchDocument[]; facets: JobFacets } {
  const facets = Object.fromEntries(jobFacetNames.map((name) => [name, {}])) as JobFacets;
  const active = jobFacetNames.filter((name) => requested[name](request) !== undefined);
  const matches: JobSearchDocument[] = [];
  const count = (name: JobFacetName, job: JobSearchDocument) => {
    const value = facetValue[name](job);
    facets[name][value] = (facets[name][value] ?? 0) + 1;
  };
  for (const job of candidates) {
    if (!passesFixedFilters(job, request)) continue;
    let failed: JobFacetName | undefined;
    let failures = 0;
    for (const name of active) {
      if (facetValue[name](job) === requested[name](request)) continue;
      failed = name;
      if (++failures > 1) break;
    }
    if (failures === 0) {
      matches.push(job);
      for (const name of jobFacetNames) count(name, job);
    } else if (failures === 1 && failed) {
      count(failed, job);
    }
  }
  return { matches, facets };
}
