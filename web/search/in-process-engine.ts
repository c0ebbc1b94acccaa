import { createHash } from 'node:crypto';
import {
  COMPANY_FIELD_WEIGHTS,
  type CompanyField,
  type CompanySource,
  companySearchableFields,
} from './company-search-document';
import { firstInOrder } from './first-in-order';
import { asTyped } from './fold-text';
import { JobColumns } from './job-columns';
import { filterAndCount } from './job-facets';
import {
  JOB_FIELD_WEIGHTS,
  type JobField,
  type JobSearchDocument,
  type JobSource,
  jobSearchableFields,
  jobSearchDocument,
} from './job-search-document';
import { type JobIndexQuery, jobIndexQuery } from './job-search-index';
import { querySalary } from './query-salary';
import { type ExchangeRates, topSalaryInCzk } from './salary-in-czk';
import type { FewerWords, JobSearchPage, JobSearchRequest, SearchEngine } from './search-engine';
import { type SynonymGroup, Synonyms } from './synonyms';
import { TextIndex } from './text-index';

/** Beyond four words one word fewer changes little: a sentence finds offers by some of its words already. */
const FEWER_WORDS_MAX_WORDS = 4;
const FEWER_WORDS_SHOWN = 3;

export interface SearchCorpus {
  jobs: JobSource[];
  companies: CompanySource[];
  rates: ExchangeRates;
  /** Groups of words the search treats as one. */
  synonyms: SynonymGroup[];
}

/** What changed in the published content since the index last read it. */
export interface SearchCorpusChanges {
  /** The offers edited since (or whose company was), as the corpus gives them. */
  jobs: JobSource[];
  companies: CompanySource[];
  /** Changed documents taken out first: those among them not in `jobs` or `companies` are no longer published. */
  removedIds: string[];
  /** How many offers and companies are published now. */
  jobCount: number;
  companyCount: number;
  rates: ExchangeRates;
  synonyms: SynonymGroup[];
}

export interface PublishedIds {
  jobIds: string[];
  companyIds: string[];
}

/** The embedded search: text indexes in this process, filters, counts and sorting over typed columns. */
export class InProcessSearchEngine implements SearchEngine {
  private readonly jobText = new TextIndex<JobField>({
    weights: JOB_FIELD_WEIGHTS,
    phraseFields: ['title'],
    matchSome: true,
  });
  private readonly companyText = new TextIndex<CompanyField>({
    weights: COMPANY_FIELD_WEIGHTS,
    phraseFields: ['name'],
  });
  /** The offers by their key in the job text index. */
  private readonly jobs: (JobSearchDocument | undefined)[] = [];
  /** Each indexed offer's version: a digest of what the index was given of it. */
  private readonly jobVersions = new Map<string, string>();
  private readonly columns: JobColumns;
  private rates: ExchangeRates;

  constructor({ jobs, companies, rates, synonyms }: SearchCorpus) {
    this.rates = rates;
    this.setSynonyms(synonyms);
    this.addJobs(jobs);
    this.companyText.addAll(companies.map(companySearchableFields));
    this.jobText.trim();
    this.companyText.trim();
    this.columns = new JobColumns(this.jobs);
  }

  /**
   * Applies the edited and new offers and companies; false when the index then holds more of
   * them than are published (some were taken down: {@link keepOnly} removes them).
   */
  update(changes: SearchCorpusChanges): boolean {
    const converted = JSON.stringify(changes.rates) !== JSON.stringify(this.rates);
    if (converted) this.convertSalaries(changes.rates);
    this.replaceJobs(
      [...new Set([...changes.removedIds, ...changes.jobs.map((job) => job.id)])],
      changes.jobs,
      converted,
    );
    this.companyText.removeAll([...changes.removedIds, ...changes.companies.map((company) => company.id)]);
    this.companyText.addAll(changes.companies.map(companySearchableFields));
    this.setSynonyms(changes.synonyms);
    return this.jobText.size === changes.jobCount && this.companyText.size === changes.companyCount;
  }

  /** Drops the offers and companies no longer published. */
  keepOnly({ jobIds, companyIds }: PublishedIds): void {
    const jobs = new Set(jobIds);
    const companies = new Set(companyIds);
    this.replaceJobs(
      this.jobText.indexedIds().filter((id) => !jobs.has(id)),
      [],
      false,
    );
    this.companyText.removeAll(this.companyText.indexedIds().filter((id) => !companies.has(id)));
  }

  async searchJobs(request: JobSearchRequest): Promise<JobSearchPage> {
    const query = this.withQuerySalary(jobIndexQuery(request.search));
    const textMatches = query.text ? this.jobText.matchKeys(query.text, this.openAt(request)) : null;
    const { columns } = this;
    const candidates = this.restrictToIds(
      textMatches?.keys ?? (request.sort === 'salary' ? columns.highestPaid : columns.newest),
      request,
    );
    const { matches, facets } = filterAndCount(columns, candidates, request, query);
    const end = request.offset + request.limit;
    const order = {
      relevance: textMatches ? columns.byRelevance(textMatches.rank) : columns.byRecency,
      newest: columns.byRecency,
      salary: columns.bySalary,
    }[request.sort];
    const page = (textMatches ? firstInOrder(matches, end, order) : matches).subarray(request.offset, end);
    const ids = Array.from(page, (key) => this.jobText.idOf(key) as string);
    const suggestion = matches.length === 0 && query.text ? this.closestSpelling(request, query) : null;
    return {
      ids,
      total: matches.length,
      suggestion,
      fewerWords: matches.length === 0 && query.text && !suggestion ? this.fewerWords(request) : [],
      leftOut:
        matches.length > 0 && query.text && textMatches?.leftOut
          ? asTyped(query.text, textMatches.leftOut)
          : null,
      respelled:
        matches.length > 0 && query.text && textMatches?.respelled
          ? { ...textMatches.respelled, typed: asTyped(query.text, textMatches.respelled.typed) }
          : null,
      facets,
      matchedTerms: Object.fromEntries(
        Array.from(page, (key, at) => [ids[at], textMatches ? [...new Set(textMatches.termsOf(key))] : []]),
      ),
    };
  }

  /**
   * Each offer searchable at `now` (its publication time come) with the version of it the index
   * holds (it changes with any edit the search sees).
   */
  searchableJobs(now: Date): ReadonlyMap<string, string> {
    const at = now.getTime();
    const searchable = new Map<string, string>();
    for (const [id, version] of this.jobVersions) {
      const key = this.jobText.keyOf(id);
      if (key !== undefined && this.columns.publishedAt[key] <= at) searchable.set(id, version);
    }
    return searchable;
  }

  async matchCompanies(text: string): Promise<string[] | null> {
    const matches = this.companyText.matchKeys(text);
    if (!matches) return null;
    return Array.from(matches.keys)
      .sort((a, b) => matches.rank[b] - matches.rank[a] || a - b)
      .map((key) => this.companyText.idOf(key) as string);
  }

  async companySpelling(text: string): Promise<string | null> {
    return this.companyText.closestSpelling(text);
  }

  /**
   * A close spelling of the request's text that finds offers with the request's filters by every
   * word ('scrum master' is not offered as 'scrum mistr', which finds a foreman by leaving 'scrum'
   * out), or null.
   */
  private closestSpelling(request: JobSearchRequest, query: JobIndexQuery): string | null {
    const spelling = this.jobText.closestSpelling(query.text ?? '');
    const found = spelling ? this.jobText.matchKeys(spelling, this.openAt(request)) : null;
    if (!spelling || !found || found.leftOut !== null) return null;
    const candidates = this.restrictToIds(found.keys, request);
    return filterAndCount(this.columns, candidates, request, query).matches.length > 0 ? spelling : null;
  }

  /**
   * The typed text with one word left out (or a phrase a synonym group names: 'full stack'),
   * each that finds offers with the request's filters (searched as its link will search it), the
   * first words kept first ('svářeč', then 'praha'): at most `FEWER_WORDS_SHOWN`, for a text of
   * up to `FEWER_WORDS_MAX_WORDS` words.
   */
  private fewerWords(request: JobSearchRequest): FewerWords[] {
    const words = this.jobText.phrases((request.search.q ?? '').split(/\s+/).filter(Boolean));
    if (words.length < 2 || words.length > FEWER_WORDS_MAX_WORDS) return [];
    const found = new Map<string, number>();
    for (let at = words.length - 1; at >= 0 && found.size < FEWER_WORDS_SHOWN; at--) {
      const text = words.filter((_, other) => other !== at).join(' ');
      const query = this.withQuerySalary(jobIndexQuery({ ...request.search, q: text }));
      const textMatches = query.text ? this.jobText.matchKeys(query.text, this.openAt(request)) : null;
      if (!textMatches || found.has(text)) continue;
      const candidates = this.restrictToIds(textMatches.keys, request);
      const total = filterAndCount(this.columns, candidates, request, query).matches.length;
      if (total > 0) found.set(text, total);
    }
    return Array.from(found, ([query, total]) => ({ query, total }));
  }

  /** Whether an offer is still open at the request's time (as the filters judge it: before its end). */
  private openAt({ now }: JobSearchRequest): (key: number) => boolean {
    const at = Date.parse(now);
    const { validThrough } = this.columns;
    return (key) => validThrough[key] > at;
  }

  /** The query with the salary its text names ('plat od 50 000') as its salary filter. */
  private withQuerySalary(query: JobIndexQuery): JobIndexQuery {
    if (!query.text) return query;
    const { text, minSalaryCzk } = querySalary(query.text, this.rates);
    if (minSalaryCzk === null) return query;
    return { ...query, text, minSalaryCzk: Math.max(query.minSalaryCzk ?? 0, minSalaryCzk) };
  }

  /** The candidates left after the request's `onlyIds` and `exceptIds`, in their order. */
  private restrictToIds(candidates: Int32Array, { onlyIds, exceptIds }: JobSearchRequest): Int32Array {
    const named = (ids: string[]) => new Set(ids.flatMap((id) => this.jobText.keyOf(id) ?? []));
    let restricted = candidates;
    if (onlyIds) {
      const only = named(onlyIds);
      restricted = restricted.filter((key) => only.has(key));
    }
    if (exceptIds?.length) {
      const except = named(exceptIds);
      restricted = restricted.filter((key) => !except.has(key));
    }
    return restricted;
  }

  /** Indexes the offers and returns their keys. */
  private addJobs(jobs: JobSource[]): number[] {
    const keys = this.jobText.addAll(jobs.map(jobSearchableFields));
    for (const [at, key] of keys.entries()) this.jobs[key] = jobSearchDocument(jobs[at], this.rates);
    for (const job of jobs) {
      this.jobVersions.set(job.id, createHash('sha1').update(JSON.stringify(job)).digest('base64url'));
    }
    return keys;
  }

  /** Takes the offers with the given ids out (those indexed) and adds the given ones. */
  private replaceJobs(ids: string[], jobs: JobSource[], salariesConverted: boolean): void {
    const removed = ids.flatMap((id) => this.jobText.keyOf(id) ?? []);
    for (const key of removed) this.jobs[key] = undefined;
    for (const id of ids) this.jobVersions.delete(id);
    this.jobText.removeAll(ids);
    this.columns.update(removed, this.addJobs(jobs), salariesConverted);
  }

  private convertSalaries(rates: ExchangeRates): void {
    this.rates = rates;
    for (const [key, job] of this.jobs.entries()) {
      if (job) this.jobs[key] = { ...job, salaryCzk: topSalaryInCzk(job.statedSalary, rates) };
    }
  }

  private setSynonyms(groups: SynonymGroup[]): void {
    const synonyms = new Synonyms(groups);
    this.jobText.synonyms = synonyms;
    this.companyText.synonyms = synonyms;
  }
}
