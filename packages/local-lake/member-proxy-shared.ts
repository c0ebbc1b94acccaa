import type { SanityDocument } from '@tribe/local-dataset';
import type { DocumentSource, MemberScope } from './member-scope';
import type { Upstream } from './upstream';

/**
 * How long before the newest shared document's `_updatedAt` a check looks again: Sanity's
 * timestamps have whole seconds, so a transaction committed after a read may carry the same
 * second as the newest document that read saw.
 */
const RECHECK_MS = 2_000;
const EPOCH = new Date(0).toISOString();

/** The shared documents as upstream held them at one moment, and the newest `_updatedAt` among them. */
interface SharedState {
  byId: ReadonlyMap<string, SanityDocument>;
  newest: string;
}

interface ReadAnswer {
  own: SanityDocument[];
  sharedCount: number;
  changed: SanityDocument[];
}

/**
 * One round trip per read: the member's own documents in full, and of the shared ones their
 * number and those changed since `$since` (all of them when nothing is kept yet).
 */
const readQuery = (ownFilter: string) => `{
  "own": *[${ownFilter}],
  "sharedCount": count(*[_type in $sharedTypes]),
  "changed": *[_type in $sharedTypes && dateTime(_updatedAt) >= dateTime($since)]
}`;

const newestOf = (docs: Iterable<SanityDocument>, from = EPOCH) => {
  let newest = from;
  for (const { _updatedAt } of docs) {
    if (_updatedAt && Date.parse(_updatedAt) > Date.parse(newest)) newest = _updatedAt;
  }
  return newest;
};

/** The shared documents kept, with the changed ones put in; the same state when none is new. */
function merged(state: SharedState, changed: SanityDocument[]): SharedState {
  if (changed.every((doc) => state.byId.get(doc._id)?._rev === doc._rev)) return state;
  const byId = new Map(state.byId);
  for (const doc of changed) byId.set(doc._id, doc);
  return { byId, newest: newestOf(changed, state.newest) };
}

/** The documents a member reads: their company's, fetched for this request, and the shared ones. */
class ReadableDocuments implements DocumentSource {
  private readonly own: Map<string, SanityDocument>;

  constructor(
    own: SanityDocument[],
    private readonly shared: ReadonlyMap<string, SanityDocument>,
  ) {
    this.own = new Map(own.map((doc) => [doc._id, doc]));
  }

  getDocument(id: string): SanityDocument | null {
    return this.own.get(id) ?? this.shared.get(id) ?? null;
  }

  *allDocuments(): Iterable<SanityDocument> {
    yield* this.shared.values();
    yield* this.own.values();
  }
}

/**
 * The documents every member reads (technologies, uploaded images and files), kept between
 * requests of this process and checked against upstream on every read, so a read moves only
 * what changed, not every asset of the project. A shared document written by anyone (another
 * site instance, an editor) has a newer `_updatedAt` and comes with the next read; a deletion
 * shows as a count that no longer matches what is kept, and then everything is fetched again.
 * Each read starts from the state a finished read left and makes a new one, so reads running
 * at the same time never mix their answers.
 */
export class SharedDocuments {
  private state: SharedState = { byId: new Map(), newest: EPOCH };

  constructor(private readonly sharedTypes: readonly string[]) {}

  /** Every version the member reads, as upstream holds them now. */
  async readable(upstream: Upstream, scope: MemberScope): Promise<DocumentSource> {
    const sharedTypes = this.sharedTypes;
    const start = this.state;
    const since =
      start.byId.size === 0 ? EPOCH : new Date(Date.parse(start.newest) - RECHECK_MS).toISOString();
    const { own, sharedCount, changed } = await upstream.query<ReadAnswer>(
      readQuery(`(${scope.readableFilter()}) && !(_type in $sharedTypes)`),
      { sharedTypes, since },
    );
    let next = merged(start, changed);
    if (next.byId.size !== sharedCount) {
      const all = [...(await upstream.select('_type in $sharedTypes', { sharedTypes })).allDocuments()];
      next = { byId: new Map(all.map((doc) => [doc._id, doc])), newest: newestOf(all) };
    }
    this.state = next;
    return new ReadableDocuments(own, next.byId);
  }
}
