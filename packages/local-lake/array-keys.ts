import { randomBytes } from 'node:crypto';
import type { SanityMutation } from '@tribe/local-dataset';

const newKey = () => randomBytes(6).toString('hex');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value with a new `_key` on every object in an array that has none, at any depth. */
function keyed(value: unknown, inArray = false): unknown {
  if (Array.isArray(value)) return value.map((item) => keyed(item, true));
  if (!isObject(value)) return value;
  const copy = Object.fromEntries(Object.entries(value).map(([field, inner]) => [field, keyed(inner)]));
  return inArray && typeof copy._key !== 'string' ? { _key: newKey(), ...copy } : copy;
}

/** Patch operations whose values become content (`insert.items` is an array itself). */
const VALUE_OPERATIONS = ['set', 'setIfMissing', 'insert'];

/**
 * Sanity's `autoGenerateArrayKeys=true`: the documents and patch values of a mutation, each
 * object in an array without a `_key` given a new one.
 */
export function withArrayKeys(mutation: SanityMutation): SanityMutation {
  if ('create' in mutation) return { create: keyed(mutation.create) as typeof mutation.create };
  if ('createOrReplace' in mutation)
    return { createOrReplace: keyed(mutation.createOrReplace) as typeof mutation.createOrReplace };
  if ('createIfNotExists' in mutation)
    return { createIfNotExists: keyed(mutation.createIfNotExists) as typeof mutation.createIfNotExists };
  if (!('patch' in mutation)) return mutation;
  const patch = Object.fromEntries(
    Object.entries(mutation.patch).map(([operation, value]) => [
      operation,
      VALUE_OPERATIONS.includes(operation) ? keyed(value) : value,
    ]),
  );
  return { patch: patch as typeof mutation.patch };
}
