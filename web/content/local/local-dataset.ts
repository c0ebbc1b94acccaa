import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { evaluateSync, parse } from 'groq-js';
import { createFieldIndex } from './field-index';
import { applyMutation, type SanityMutation, targetId } from './mutations';
import { readNdjsonDir, readNdjsonFile, type SanityDocument, writeNdjsonAtomic } from './ndjson';
import { documentsInPerspective, type Perspective } from './perspective';
import { type FieldIndex, narrowFilters } from './query-planner';

interface PerspectiveView {
  documents: SanityDocument[];
  byId: Map<string, SanityDocument>;
  fields: FieldIndex;
}

export type ChangeListener = (changedIds: string[]) => void;

export interface LocalDatasetOptions {
  /** The committed dataset: every *.ndjson file in it. */
  sourceDir: string;
  /** Where edits are persisted; when it holds a dataset, that copy is loaded instead of the source. */
  dataDir: string;
}

const PERSISTED_FILE = 'dataset.ndjson';
const PARSE_CACHE_SIZE = 500;

/**
 * The offline content source: Sanity documents in memory, queried with the same GROQ as the
 * Content Lake (groq-js), seen through the published or drafts perspective, changed with
 * Sanity mutations that are persisted to disk and announced to listeners.
 */
export class LocalDataset {
  private documents = new Map<string, SanityDocument>();
  private views = new Map<Perspective, PerspectiveView>();
  private listeners = new Set<ChangeListener>();
  private parsed = new Map<string, ReturnType<typeof parse>>();
  private writes: Promise<void> = Promise.resolve();

  private constructor(private readonly options: LocalDatasetOptions) {}

  static async open(options: LocalDatasetOptions): Promise<LocalDataset> {
    const store = new LocalDataset(options);
    const persisted = path.join(options.dataDir, PERSISTED_FILE);
    const documents = existsSync(persisted)
      ? await readNdjsonFile(persisted)
      : await readNdjsonDir(options.sourceDir);
    for (const doc of documents) store.documents.set(doc._id, doc);
    return store;
  }

  get size(): number {
    return this.documents.size;
  }

  getDocument(id: string): SanityDocument | null {
    return this.documents.get(id) ?? null;
  }

  /**
   * The documents a perspective sees, indexed by _id (so `->` resolves in constant time instead
   * of a scan) and by field values (see query-planner.ts); rebuilt after each change.
   */
  private view(perspective: Perspective): PerspectiveView {
    let view = this.views.get(perspective);
    if (!view) {
      const documents = documentsInPerspective(this.documents.values(), perspective);
      const byId = new Map(documents.map((doc) => [doc._id, doc]));
      view = { documents, byId, fields: createFieldIndex(documents, byId) };
      this.views.set(perspective, view);
    }
    return view;
  }

  async query<T>(
    query: string,
    params: Record<string, unknown> = {},
    perspective: Perspective = 'published',
  ): Promise<T> {
    // groq-js resolves `field[$param]` at parse time, so the parameters are part of the key.
    const key = `${query}\u0000${JSON.stringify(params)}`;
    let tree = this.parsed.get(key);
    if (!tree) {
      tree = parse(query, { params });
      if (this.parsed.size >= PARSE_CACHE_SIZE) this.parsed.delete(this.parsed.keys().next().value as string);
      this.parsed.set(key, tree);
    }
    const { documents, byId, fields } = this.view(perspective);
    const result = evaluateSync(narrowFilters(tree, fields), {
      dataset: documents,
      params,
      dereference: ({ _ref }: { _ref: string }) => byId.get(_ref) ?? null,
    });
    return result.get() as T;
  }

  /** Applies the mutations in order as one transaction: all of them, or none when one fails. */
  async mutate(mutations: SanityMutation[], now = new Date()): Promise<SanityDocument[]> {
    const staged = new Map<string, SanityDocument | null>();
    for (const mutation of mutations) {
      const id = targetId(mutation);
      const current = staged.has(id) ? (staged.get(id) ?? null) : this.getDocument(id);
      staged.set(id, applyMutation(current, mutation, now));
    }
    for (const [id, doc] of staged) {
      if (doc) this.documents.set(id, doc);
      else this.documents.delete(id);
    }
    this.views.clear();
    await this.persist();
    const changed = [...staged.keys()];
    for (const listener of this.listeners) listener(changed);
    return [...staged.values()].filter((doc): doc is SanityDocument => doc !== null);
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private persist(): Promise<void> {
    const snapshot = [...this.documents.values()].sort((a, b) => a._id.localeCompare(b._id));
    // Writes are queued so a slow write never lands after a newer one.
    this.writes = this.writes.then(() =>
      writeNdjsonAtomic(path.join(this.options.dataDir, PERSISTED_FILE), snapshot),
    );
    return this.writes;
  }
}
