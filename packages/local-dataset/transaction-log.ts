import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentEffect } from './document-effect';
import type { SanityMutation } from './mutations';
import { draftId, publishedId } from './perspective';

/** One committed transaction, as the history lists it. */
export interface TransactionRecord {
  id: string;
  timestamp: string;
  author: string;
  documentIds: string[];
  mutations: SanityMutation[];
  /** Each document's versions before and after (absent in lines written before they were kept). */
  effects?: Record<string, DocumentEffect>;
}

/**
 * The dataset's transactions, one JSON line each, appended after the transaction's snapshot is in
 * place. A line cut short by a crash is skipped when read, so the log never stops the store.
 * The file is parsed once and then kept in memory, as the dataset itself is (this process is its
 * only writer): the Studio reads the history on every document it opens, and each line holds the
 * documents a transaction changed. Reads and appends take turns, so a read never misses a line.
 */
export class TransactionLog {
  private records: TransactionRecord[] | null = null;
  private turn: Promise<unknown> = Promise.resolve();

  constructor(private readonly file: string) {}

  append(record: TransactionRecord): Promise<void> {
    return this.inTurn(async () => {
      await mkdir(path.dirname(this.file), { recursive: true });
      await appendFile(this.file, `${JSON.stringify(record)}\n`);
      this.records?.push(record);
    });
  }

  read(): Promise<TransactionRecord[]> {
    return this.inTurn(async () => {
      this.records ??= await this.load();
      return [...this.records];
    });
  }

  private inTurn<T>(task: () => Promise<T>): Promise<T> {
    const run = this.turn.then(task);
    this.turn = run.catch(() => undefined);
    return run;
  }

  private async load(): Promise<TransactionRecord[]> {
    const text = await readFile(this.file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    const records: TransactionRecord[] = [];
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        records.push(JSON.parse(line) as TransactionRecord);
      } catch {
        // An unfinished last line: that transaction's snapshot is on disk, its history line is not.
      }
    }
    return records;
  }

  /** The transactions that touched a document (its draft included), oldest first. */
  async forDocument(id: string): Promise<TransactionRecord[]> {
    const ids = new Set([publishedId(id), draftId(id)]);
    return (await this.read()).filter((record) => record.documentIds.some((id) => ids.has(id)));
  }
}
