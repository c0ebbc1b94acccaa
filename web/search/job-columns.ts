import type { JobSearchDocument } from './job-search-document';
import { type JobFacetName, jobFacetNames } from './job-search-index';

/** The values one filter takes, each numbered once. */
export class FacetValues {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();

  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }

  /** The value's number; -1 for a value no offer has. */
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }
}

/** Offers newest first, ties by id. */
const newestFirst = (a: JobSearchDocument, b: JobSearchDocument) =>
  a.publishedAt === b.publishedAt ? (a.id < b.id ? -1 : 1) : a.publishedAt < b.publishedAt ? 1 : -1;

/** The sorted keys with more keys put in their places (binary search, then one copy). */
function withInserted(
  sorted: Int32Array,
  keys: number[],
  compare: (a: number, b: number) => number,
): Int32Array {
  const result = new Int32Array(sorted.length + keys.length);
  let from = 0;
  let to = 0;
  for (const key of [...keys].sort(compare)) {
    let low = from;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(sorted[middle], key) < 0) low = middle + 1;
      else high = middle;
    }
    result.set(sorted.subarray(from, low), to);
    to += low - from;
    from = low;
    result[to++] = key;
  }
  result.set(sorted.subarray(from), to);
  return result;
}

/**
 * What the search filters, counts and sorts offers by, one typed array per property indexed by
 * the offer's key in the text index: a request reads numbers, not documents. A publish changes
 * the few offers it touched and puts them in their places in the two orders.
 */
export class JobColumns {
  readonly facets = Object.fromEntries(jobFacetNames.map((name) => [name, new FacetValues()])) as Record<
    JobFacetName,
    FacetValues
  >;
  /** Per facet, each offer's value number. */
  facetCodes = {} as Record<JobFacetName, Int32Array>;
  readonly companies = new FacetValues();
  companyCodes = new Int32Array(0);
  /** Milliseconds; Infinity for an offer valid without end. */
  validThrough = new Float64Array(0);
  publishedAt = new Float64Array(0);
  statesSalary = new Uint8Array(0);
  /** In CZK a month; -1 for an offer without a salary known in CZK. */
  salaryCzk = new Float64Array(0);
  /** Each offer's place among all offers, newest first (ties by id). */
  recency = new Int32Array(0);
  /** Where a request lists the offers that pass its filters (read before the next request). */
  matchScratch = new Int32Array(0);
  /** The keys of every offer, newest first. */
  newest: Int32Array;
  /** The keys of every offer, the highest salary in CZK first, offers without one last; recency breaks ties. */
  highestPaid: Int32Array;

  /** @param documents the offers by key, as the engine keeps them (read again on every update). */
  constructor(private readonly documents: readonly (JobSearchDocument | undefined)[]) {
    this.makeRoom(documents.length);
    const keys: number[] = [];
    for (const [key, job] of documents.entries()) {
      if (!job) continue;
      keys.push(key);
      this.write(key, job);
    }
    this.newest = Int32Array.from(keys.sort(this.byNewest));
    this.renumberRecency();
    this.highestPaid = this.newest.slice().sort(this.bySalary);
  }

  /**
   * Follows the documents after the offers at `removed` were taken out and the ones at `added`
   * put in (a key may be in both); `salariesConverted` when every salary changed with the rates.
   */
  update(removed: number[], added: number[], salariesConverted: boolean): void {
    this.makeRoom(this.documents.length);
    for (const key of added) this.write(key, this.documents[key] as JobSearchDocument);
    if (salariesConverted) {
      for (const key of this.newest) this.salaryCzk[key] = this.documents[key]?.salaryCzk ?? -1;
    }
    const stale = new Uint8Array(this.documents.length);
    for (const key of [...removed, ...added]) stale[key] = 1;
    const kept = (key: number) => stale[key] === 0;
    this.newest = withInserted(this.newest.filter(kept), added, this.byNewest);
    this.renumberRecency();
    this.highestPaid = salariesConverted
      ? this.newest.slice().sort(this.bySalary)
      : withInserted(this.highestPaid.filter(kept), added, this.bySalary);
  }

  private readonly byNewest = (a: number, b: number) =>
    newestFirst(this.documents[a] as JobSearchDocument, this.documents[b] as JobSearchDocument);

  readonly byRecency = (a: number, b: number) => this.recency[a] - this.recency[b];

  readonly bySalary = (a: number, b: number) => this.salaryCzk[b] - this.salaryCzk[a] || this.byRecency(a, b);

  /** The best text match first; recency breaks ties. */
  byRelevance(rank: Float64Array) {
    return (a: number, b: number) => rank[b] - rank[a] || this.byRecency(a, b);
  }

  private write(key: number, job: JobSearchDocument): void {
    for (const name of jobFacetNames) this.facetCodes[name][key] = this.facets[name].code(job.facets[name]);
    this.companyCodes[key] = this.companies.code(job.companyId);
    this.validThrough[key] =
      job.validThrough === null ? Number.POSITIVE_INFINITY : Date.parse(job.validThrough);
    this.publishedAt[key] = Date.parse(job.publishedAt);
    this.statesSalary[key] =
      job.statedSalary.salaryFrom !== null || job.statedSalary.salaryTo !== null ? 1 : 0;
    this.salaryCzk[key] = job.salaryCzk ?? -1;
  }

  private renumberRecency(): void {
    for (const [place, key] of this.newest.entries()) this.recency[key] = place;
  }

  /** Grows every column to hold `keyCount` keys (and some more, for the offers to come). */
  private makeRoom(keyCount: number): void {
    if (keyCount <= this.recency.length && this.recency.length > 0) return;
    const size = Math.max(keyCount + (keyCount >> 4), 16);
    const grown = <A extends Int32Array | Float64Array | Uint8Array>(
      column: A,
      make: (size: number) => A,
    ) => {
      const next = make(size);
      next.set(column);
      return next;
    };
    for (const name of jobFacetNames)
      this.facetCodes[name] = grown(this.facetCodes[name] ?? new Int32Array(0), (n) => new Int32Array(n));
    this.companyCodes = grown(this.companyCodes, (n) => new Int32Array(n));
    this.validThrough = grown(this.validThrough, (n) => new Float64Array(n));
    this.publishedAt = grown(this.publishedAt, (n) => new Float64Array(n));
    this.statesSalary = grown(this.statesSalary, (n) => new Uint8Array(n));
    this.salaryCzk = grown(this.salaryCzk, (n) => new Float64Array(n));
    this.recency = grown(this.recency, (n) => new Int32Array(n));
    this.matchScratch = new Int32Array(size);
  }
}
