import type { LocalDataset } from '@tribe/local-dataset';

/** A signed-in editor, as the lake names them (the Studio's user menu, a document's history). */
export interface LakeEditor {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: 'admin' | 'editor';
}

/** A signed-in member (owner or recruiter) of a company: they edit drafts of its documents only. */
export interface LakeMember extends Omit<LakeEditor, 'role'> {
  role: 'member';
  /** The company document's (published) id. */
  companyId: string;
  /** An editor trusts the company: its members publish the documents of `trustedPublishTypes` themselves. */
  trustedCompany: boolean;
}

/** Whoever a lake token stands for. */
export type LakeUser = LakeEditor | LakeMember;

export const isLakeMember = (user: LakeUser): user is LakeMember => user.role === 'member';

/**
 * What members of a company may touch, as the site's schemas say it: the types they read and
 * never write, and the fields of a type that only editors change.
 */
export interface MemberScopeRules {
  /** The company document's type. */
  companyType: string;
  /** Types a member writes when their reference field (`{type: field}`) points to their company. */
  companyOwnedTypes: Record<string, string>;
  /** Types every member reads and none writes (taxonomies, uploaded assets). */
  sharedTypes: readonly string[];
  /** Per type, the fields only editors change. */
  editorOnlyFields: Record<string, readonly string[]>;
  /** Company-owned types a trusted company's members publish without an editor. */
  trustedPublishTypes: readonly string[];
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

/** The site's editors and members, and their lake tokens. */
export interface LakeEditors {
  /**
   * The editor or member a token was minted for, while its site session lasts and they hold the
   * role or membership; null otherwise.
   */
  ofToken(token: string): Promise<LakeUser | null>;
  /** The editors and members among these user ids. */
  byIds(ids: string[]): Promise<LakeUser[]>;
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
  /** What a member's token may read and write. */
  memberScope: MemberScopeRules;
  assets: LakeAssetStore;
}
