/** Where CV files are kept, privately, under generated keys. */
export interface CvStorage {
  /** Stores the local file at `source` under `key`. */
  save(key: string, source: string): Promise<void>;
  /** The stored file's bytes as a stream, or null when there is none. */
  read(key: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Removes the file; removing a missing file is not an error. */
  remove(key: string): Promise<void>;
}
