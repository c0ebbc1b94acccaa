import type { LocalDataset } from '@tribe/local-dataset';

/** A signed-in editor, as the lake names them (the Studio's user menu, a document's history). */
export interface LakeEditor {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: 'admin' | 'editor';
}

/** Whether the lake may serve now; if not, the status and the reason it answers with. */
export type LakeAvailability = { available: true } | { available: false; status: 404 | 503; reason: string };

/** The site's configuration as the lake needs it, read again for every request. */
export interface LakeSettings {
  projectId: string;
  dataset: string;
  /** The site's origin: the only one CORS allows. */
  siteOrigin: string;
  availability: LakeAvailability;
}

/** The site's editors and their lake tokens. */
export interface LakeEditors {
  /** The editor a token was minted for, while its site session lasts; null otherwise. */
  ofToken(token: string): Promise<LakeEditor | null>;
  /** The editors among these user ids. */
  byIds(ids: string[]): Promise<LakeEditor[]>;
  /** Ends the site session a token was minted for, and every token of it. */
  endSessionOf(token: string): Promise<void>;
}

/** Where uploads are kept and served from. */
export interface LakeAssetStore {
  /** Keeps an uploaded file under its name, written whole or not at all. */
  save(fileName: string, body: Buffer): Promise<void>;
  /** Where a client loads an asset, given Sanity's CDN path `images|files/{projectId}/{dataset}/{file}`. */
  url(assetPath: string): string;
}

/** What the site that mounts the lake gives it. */
export interface LocalLakeOptions {
  settings(): LakeSettings;
  /** The dataset the lake serves and edits. */
  dataset(): Promise<LocalDataset>;
  /** Whether a connection from this socket address comes from this machine. */
  isLocalAddress(address: string): boolean;
  editors: LakeEditors;
  assets: LakeAssetStore;
}
