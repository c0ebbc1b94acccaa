import type { JobColumns } from './job-columns';
import { type JobFacets, type JobIndexQuery, jobFacetNames } from './job-search-index';
import type { JobSearchRequest } from './search-engine';

/** A request's filters as numbers: value numbers per facet filtered by, and the fixed filters (not counted per value). */
function numericFilters(columns: JobColumns, request: JobSearchRequest, query: JobIndexQuery) {
  const active: number[] = [];
  const wanted: number[] = [];
  for (const [facet, name] of jobFacetNames.entries()) {
    const value = query.facetValues[name];
    if (value === undefined) continue;
    active.push(facet);
    wanted.push(columns.facets[name].find(value));
  }
  return {
    active,
    wanted,
    company: request.companyId ? columns.companies.find(request.companyId) : null,
    now: Date.parse(request.now),
    after: request.publishedAfter ? Date.parse(request.publishedAfter) : Number.NEGATIVE_INFINITY,
    until: request.publishedUntil ? Date.parse(request.publishedUntil) : Number.POSITIVE_INFINITY,
    withSalary: query.withSalary,
    minSalary: query.minSalaryCzk ?? Number.NEGATIVE_INFINITY,
  };
}

type NumericFilters = ReturnType<typeof numericFilters>;

/**
 * The offers that pass every filter, in the order given, and the facet counts: each filter's
 * values counted over the offers that pass all the other filters, so choosing a value shows what
 * it would find. One pass over the candidates' keys, reading typed columns; the matches are read
 * before the next request, which reuses their array.
 */
export function filterAndCount(
  columns: JobColumns,
  candidates: Int32Array,
  request: JobSearchRequest,
  query: JobIndexQuery,
): { matches: Int32Array; facets: JobFacets } {
  const codes = jobFacetNames.map((name) => columns.facetCodes[name]);
  const counts = jobFacetNames.map((name) => new Int32Array(columns.facets[name].values.length));
  const matched = scan(columns, candidates, numericFilters(columns, request, query), codes, counts);
  const facets = Object.fromEntries(
    jobFacetNames.map((name, facet) => [name, countsByValue(columns.facets[name].values, counts[facet])]),
  ) as JobFacets;
  return { matches: columns.matchScratch.subarray(0, matched), facets };
}

/** The loop of {@link filterAndCount}, on its own so that it is optimised as a whole. */
function scan(
  columns: JobColumns,
  candidates: Int32Array,
  { active, wanted, company, now, after, until, withSalary, minSalary }: NumericFilters,
  codes: Int32Array[],
  counts: Int32Array[],
): number {
  const { validThrough, publishedAt, companyCodes, statesSalary, salaryCzk, matchScratch } = columns;
  let matched = 0;
  for (let index = 0; index < candidates.length; index++) {
    const key = candidates[index];
    if (validThrough[key] <= now || publishedAt[key] <= after || publishedAt[key] > until) continue;
    if ((company !== null && companyCodes[key] !== company) || (withSalary && statesSalary[key] === 0))
      continue;
    // An offer without a salary in CZK (-1) counts as 0.
    if (Math.max(salaryCzk[key], 0) < minSalary) continue;
    let failed = -1;
    let failures = 0;
    for (let at = 0; at < active.length; at++) {
      if (codes[active[at]][key] === wanted[at]) continue;
      failed = active[at];
      if (++failures > 1) break;
    }
    if (failures === 0) {
      matchScratch[matched++] = key;
      for (let facet = 0; facet < codes.length; facet++) counts[facet][codes[facet][key]]++;
    } else if (failures === 1) {
      counts[failed][codes[failed][key]]++;
    }
  }
  return matched;
}

function countsByValue(values: string[], counts: Int32Array): Record<string, number> {
  const byValue: Record<string, number> = {};
  for (let code = 0; code < counts.length; code++) if (counts[code] > 0) byValue[values[code]] = counts[code];
  return byValue;
}
