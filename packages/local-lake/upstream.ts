import { draftId, publishedId, type SanityDocument } from '@tribe/local-dataset';
import { LakeError } from './http';
import type { DocumentSource } from './member-scope';

/** Sanity's API as the member proxy reaches it, with the project's server token. */
export interface UpstreamLake {
  /** The API's address without the version: `https://{projectId}.api.sanity.io`, or a proxy's. */
  apiHost: string;
  projectId: string;
  dataset: string;
  /** The site's token that reads drafts and writes (SANITY_API_WRITE_TOKEN). */
  token: string;
}

/** Documents fetched for one request: what the member's scope is checked against. */
export class FetchedDocuments implements DocumentSource {
  private readonly byId: Map<string, SanityDocument>;

  constructor(documents: SanityDocument[]) {
    this.byId = new Map(documents.map((doc) => [doc._id, doc]));
  }

  getDocument(id: string): SanityDocument | null {
    return this.byId.get(id) ?? null;
  }

  allDocuments(): Iterable<SanityDocument> {
    return this.byId.values();
  }
}

const unreachable = (status: number, detail: string) =>
  new LakeError(502, 'upstreamError', `Sanity's API answered ${status}: ${detail}`);

/** The published and draft version of each id. */
export const bothVersions = (ids: Iterable<string>) => [
  ...new Set([...ids].flatMap((id) => [publishedId(id), draftId(id)])),
];

/** Upstream's answer to the member as it is. */
export const relayed = (response: Response) =>
  new Response(response.body, {
    status: response.status,
    headers: {
      'Content-Type': response.headers.get('content-type') ?? 'application/json',
      'Cache-Control': 'no-store',
    },
  });

/** Requests to Sanity's API of one API version, each with the project's token. */
export class Upstream {
  constructor(
    readonly lake: UpstreamLake,
    private readonly apiVersion: string,
  ) {}

  /** `data/{kind}/{dataset}/{rest}` (each of `rest` already encoded) and a search (`?…`). */
  dataUrl(kind: string, rest: string[] = [], search = ''): string {
    return this.url(['data', kind, encodeURIComponent(this.lake.dataset), ...rest].join('/'), search);
  }

  url(path: string, search = ''): string {
    return `${this.lake.apiHost}/v${this.apiVersion}/${path}${search}`;
  }

  fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${this.lake.token}`);
    return fetch(url, { ...init, headers, cache: 'no-store' });
  }

  /** A GROQ query's result over every stored version (drafts too). */
  async query<Result>(query: string, params: Record<string, unknown> = {}): Promise<Result> {
    const response = await this.fetch(this.dataUrl('query', [], '?perspective=raw&returnQuery=false'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, params }),
    });
    if (!response.ok) throw unreachable(response.status, await response.text());
    return ((await response.json()) as { result: Result }).result;
  }

  /** Every stored version (drafts too) a GROQ filter selects. */
  async select(filter: string, params: Record<string, unknown> = {}): Promise<FetchedDocuments> {
    return new FetchedDocuments(await this.query<SanityDocument[]>(`*[${filter}]`, params));
  }

  /** The stored documents of these ids (either version is asked for as given). */
  documents(ids: Iterable<string>): Promise<FetchedDocuments> {
    return this.select('_id in $ids', { ids: [...new Set(ids)] });
  }
}
