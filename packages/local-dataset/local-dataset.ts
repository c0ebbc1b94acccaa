import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '@tribe/server-kit/logger';
import { removeAbandonedWrites } from '@tribe/server-kit/write-file-atomic';
import { evaluateSync, parse } from 'groq-js';
import { wholeDocumentEffect } from './document-effect';
import { createFieldIndex } from './field-index';
import { withDatesMovedTo } from './moved-dates';
import { newRevision, type SanityMutation, stageMutations } from './mutations';
import { readNdjsonDir, readNdjsonFile, type SanityDocument } from './ndjson';
import { documentsInPerspective, type Perspective } from './perspective';
import { type FieldIndex, narrowFilters } from './query-planner';
import { SnapshotLines } from './snapshot-lines';
import { TransactionLog, type TransactionRecord } from './transaction-log';

interface PerspectiveView {
  documents: SanityDocument[];
  byId: Map<string, SanityDocument>;
  fields: FieldIndex;
}

/** What one transaction changed: each document before and after (null when absent). */
export interface ChangeEvent {
  transaction: TransactionRecord;
  changes: { id: string; previous: SanityDocument | null; next: SanityDocument | null }[];
}

export type ChangeListener = (changedIds: string[], event: ChangeEvent) => void;

export interface TransactionOptions {
  now?: Date;
  /** The transaction id, which becomes the _rev of every document it changes. */
  transactionId?: string;
  /** Who made the change, as the history shows it. */
  author?: string;
  /**
   * Runs inside the transaction on what it would make of each document it touches (null: deleted),
   * before anything is written; throwing refuses the whole transaction.
   */
  check?: (changes: ReadonlyMap<string, SanityDocument | null>) => void;
}

export interface LocalDatasetOptions {
  /** The committed dataset: every *.ndjson file in it. */
  sourceDir: string;
  /** Where edits are persisted; when it holds a dataset, that copy is loaded instead of the source. */
  dataDir: string;
  /**
   * When the source's dates were written: loaded from the source (no persisted copy yet), its dates
   * move to today by whole days (see moved-dates.ts). Unset: the source is loaded as it is.
   */
  sourceWrittenAt?: Date;
  /** Where a transaction whose history line could not be written is reported (`console` when unset). */
  logger?: Pick<Logger, 'error'>;
}

const PERSISTED_FILE = 'dataset.ndjson';
const LOG_FILE = 'transactions.ndjson';
const PARSE_CACHE_SIZE = 500;

async function readSource({ sourceDir, sourceWrittenAt }: LocalDatasetOptions) {
  const documents = await readNdjsonDir(sourceDir);
  return sourceWrittenAt ? withDatesMovedTo(documents, sourceWrittenAt, new Date()) : documents;
}

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
  // Built on the first write: a process that only reads never serialises the dataset.
  private snapshot: SnapshotLines | undefined;
  private transactions: Promise<unknown> = Promise.resolve();
  private lastChangeAt = 0;
  readonly log: TransactionLog;

  private constructor(private readonly options: LocalDatasetOptions) {
    this.log = new TransactionLog(path.join(options.dataDir, LOG_FILE));
  }

  static async open(options: LocalDatasetOptions): Promise<LocalDataset> {
    const store = new LocalDataset(options);
    const persisted = path.join(options.dataDir, PERSISTED_FILE);
    await removeAbandonedWrites(options.dataDir);
    const documents = existsSync(persisted) ? await readNdjsonFile(persisted) : await readSource(options);
    for (const doc of documents) store.documents.set(doc._id, doc);
    return store;
  }

  /** When (ms since the epoch, this process's clock) the last transaction was applied; 0 before any. */
  get changedAt(): number {
    return this.lastChangeAt;
  }

  get size(): number {
    return this.documents.size;
  }

  getDocument(id: string): SanityDocument | null {
    return this.documents.get(id) ?? null;
  }

  /** Every stored document, drafts included. */
  allDocuments(): IterableIterator<SanityDocument> {
    return this.documents.values();
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

  /**
   * Applies the mutations in order as one transaction: all of them, or none when one fails.
   * Transactions run one at a time; each is on disk (an atomic snapshot) and in the history before
   * the store and the listeners see it, so a crash never leaves a half-applied transaction.
   */
  mutate(mutations: SanityMutation[], options: TransactionOptions = {}): Promise<SanityDocument[]> {
    const run = this.transactions.then(() => this.commit(mutations, options));
    this.transactions = run.catch(() => undefined);
    return run;
  }

  /**
   * What the mutations would make of their documents, written nowhere (Sanity's `dryRun`): the
   * same checks and errors as a transaction, against the documents as they are now.
   */
  dryRun(mutations: SanityMutation[], options: TransactionOptions = {}): SanityDocument[] {
    const staged = this.stage(mutations, options.now ?? new Date(), options.transactionId ?? newRevision());
    options.check?.(staged);
    return [...staged.values()].filter((doc): doc is SanityDocument => doc !== null);
  }

  private stage(mutations: SanityMutation[], now: Date, transactionId: string) {
    return stageMutations((id) => this.getDocument(id), mutations, now, transactionId);
  }

  private async commit(mutations: SanityMutation[], options: TransactionOptions): Promise<SanityDocument[]> {
    const now = options.now ?? new Date();
    const transactionId = options.transactionId ?? newRevision();
    const staged = this.stage(mutations, now, transactionId);
    options.check?.(staged);
    const next = new Map(this.documents);
    for (const [id, doc] of staged) {
      if (doc) next.set(id, doc);
      else next.delete(id);
    }
    const snapshot = (this.snapshot ?? SnapshotLines.of(this.documents.values())).with(staged);
    await snapshot.write(path.join(this.options.dataDir, PERSISTED_FILE));
    this.snapshot = snapshot;
    const changes = [...staged].map(([id, doc]) => ({ id, previous: this.getDocument(id), next: doc }));
    const transaction: TransactionRecord = {
      id: transactionId,
      timestamp: now.toISOString(),
      author: options.author ?? 'system',
      documentIds: [...staged.keys()],
      mutations,
      effects: Object.fromEntries(
        changes.map(({ id, previous, next }) => [id, wholeDocumentEffect(previous, next)]),
      ),
    };
    // The transaction is committed with its snapshot; a history line that cannot be written is only logged.
    await this.log.append(transaction).catch((error: unknown) => {
      (this.options.logger ?? console).error(
        { err: error },
        `Transaction ${transactionId} is saved but missing from the history`,
      );
    });
    // Readers see the new documents and the listeners hear of them in one step, with no await in
    // between: a reader never meets a change its listeners have not yet been told of.
    this.documents = next;
    this.lastChangeAt = Date.now();
    this.views.clear();
    for (const listener of this.listeners) listener(transaction.documentIds, { transaction, changes });
    return [...staged.values()].filter((doc): doc is SanityDocument => doc !== null);
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
