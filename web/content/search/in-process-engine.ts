import {
  COMPANY_FIELD_WEIGHTS,
  type CompanyField,
  type CompanySource,
  companySearchableFields,
} from './company-search-document';
import { filterAndCount } from './job-facets';
import { byRecency, byRelevance, bySalary, newestFirst } from './job-order';
import {
  JOB_FIELD_WEIGHTS,
  type JobField,
  type JobSearchDocument,
  type JobSource,
  jobSearchableFields,
  jobSearchDocument,
} from './job-search-document';
import type { ExchangeRates } from './salary-in-czk';
import type { JobSearchPage, JobSearchRequest, SearchEngine } from './search-engine';
import { Synonyms } from './synonyms';
import { TextIndex, type TextMatch } from './text-index';

export interface SearchCorpus {
  jobs: JobSource[];
  companies: CompanySource[];
  rates: ExchangeRates;
  /** Groups of words the search treats as one. */
  synonyms: string[][];
}

/** The embedded search: text indexes in this process, filters, counts and sorting over all offers. */
export class InProcessSearchEngine implements SearchEngine {
  private readonly jobs: Map<string, JobSearchDocument>;
  private readonly newest: JobSearchDocument[];
  private readonly highestPaid: JobSearchDocument[];
  private readonly jobText: TextIndex<JobField>;
  private readonly companyText: TextIndex<CompanyField>;

  constructor({ jobs, companies, rates, synonyms }: SearchCorpus) {
    const synonymGroups = new Synonyms(synonyms);
    this.jobText = new TextIndex(JOB_FIELD_WEIGHTS, synonymGroups);
    this.companyText = new TextIndex(COMPANY_FIELD_WEIGHTS, synonymGroups);
    this.newest = newestFirst(jobs).map((job, recency) => jobSearchDocument(job, rates, recency));
    this.highestPaid = [...this.newest].sort(bySalary);
    this.jobs = new Map(this.newest.map((job) => [job.id, job]));
    this.jobText.addAll(jobs.map(jobSearchableFields));
    this.companyText.addAll(companies.map(companySearchableFields));
  }

  async searchJobs(request: JobSearchRequest): Promise<JobSearchPage> {
    const textMatches = request.text ? this.jobText.match(request.text) : null;
    const { matches, facets } = textMatches
      ? this.textMatchesInOrder(textMatches, request)
      : filterAndCount(request.sort === 'salary' ? this.highestPaid : this.newest, request);
    const page = matches.slice(request.offset, request.offset + request.limit);
    return {
      ids: page.map((job) => job.id),
      total: matches.length,
      facets,
      matchedTerms: Object.fromEntries(
        page.map((job) => [job.id, [...new Set(textMatches?.get(job.id)?.terms)]]),
      ),
    };
  }

  private textMatchesInOrder(textMatches: Map<string, TextMatch>, request: JobSearchRequest) {
    const candidates = [...textMatches.keys()].flatMap((id) => this.jobs.get(id) ?? []);
    const result = filterAndCount(candidates, request);
    const order = { relevance: byRelevance(textMatches), newest: byRecency, salary: bySalary };
    result.matches.sort(order[request.sort]);
    return result;
  }

  async matchCompanies(text: string): Promise<string[] | null> {
    const matches = this.companyText.match(text);
    if (!matches) return null;
    return [...matches].sort(([, a], [, b]) => b.rank - a.rank).map(([id]) => id);
  }
}
