/**
 * Values worked out once per key for the process, for work that every render repeats with the
 * same few inputs. Past `limit` keys all are dropped and worked out anew, so however many keys
 * requests bring, what is kept stays bounded.
 */
export function keptValues<V>(limit: number): (key: string, workOut: () => V) => V {
  const values = new Map<string, V>();
  return (key, workOut) => {
    let value = values.get(key);
    if (value === undefined) {
      if (values.size >= limit) values.clear();
      value = workOut();
      values.set(key, value);
    }
    return value;
  };
}
