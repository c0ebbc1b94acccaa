import 'server-only';
/**
 * Values shared by every copy of a module in this process: Next.js may load a module once per
 * route bundle, and a database, the auth instance or a listener must still exist only once.
 */
export function processRegistry<Value>(name: string): Map<string, Value> {
  const key = Symbol.for(`tribe.platform.${name}`);
  const store = globalThis as Record<symbol, Map<string, Value> | undefined>;
  let registry = store[key];
  if (!registry) {
    registry = new Map();
    store[key] = registry;
  }
  return registry;
}

/** Creates a value once per name and key; a failed creation is forgotten so the next call tries again. */
export function sharedOnce<Value>(name: string, key: string, create: () => Promise<Value>): Promise<Value> {
  const registry = processRegistry<Promise<Value>>(name);
  let value = registry.get(key);
  if (!value) {
    value = create();
    registry.set(key, value);
    value.catch(() => registry.delete(key));
  }
  return value;
}
