import type { SanityDocument } from './ndjson';
import type { FieldIndex } from './query-planner';

function valueAt(doc: SanityDocument, path: string): unknown {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Documents grouped by the value of a field, one map per field path, built when first asked for. */
export function createFieldIndex(documents: SanityDocument[], byId: Map<string, SanityDocument>): FieldIndex {
  const byPath = new Map<string, Map<unknown, SanityDocument[]>>();
  const sets = new WeakMap<SanityDocument[], Set<SanityDocument>>();
  return {
    all: documents,
    byId,
    membersOf(list) {
      let members = sets.get(list);
      if (!members) {
        members = new Set(list);
        sets.set(list, members);
      }
      return members;
    },
    lookup(path, value) {
      let groups = byPath.get(path);
      if (!groups) {
        groups = new Map();
        for (const doc of documents) {
          const key = valueAt(doc, path);
          if (key === undefined || key === null || typeof key === 'object') continue;
          const group = groups.get(key);
          if (group) group.push(doc);
          else groups.set(key, [doc]);
        }
        byPath.set(path, groups);
      }
      return groups.get(value) ?? [];
    },
  };
}
