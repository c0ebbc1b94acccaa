/**
 * The first `count` keys in the order `compare` gives, sorted: a bounded heap over the keys, so
 * a page of 20 out of 50,000 matches costs one pass instead of a full sort.
 */
export function firstInOrder(
  keys: Int32Array,
  count: number,
  compare: (a: number, b: number) => number,
): Int32Array {
  if (count <= 0) return new Int32Array(0);
  if (count * 8 >= keys.length) return keys.slice().sort(compare).subarray(0, count);
  // A max-heap by `compare`: its top is the last of the keys kept so far.
  const heap = new Int32Array(count);
  let size = 0;
  const sink = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let largest = at;
      if (left < size && compare(heap[left], heap[largest]) > 0) largest = left;
      if (right < size && compare(heap[right], heap[largest]) > 0) largest = right;
      if (largest === at) return;
      [heap[at], heap[largest]] = [heap[largest], heap[at]];
      at = largest;
    }
  };
  for (const key of keys) {
    if (size < count) {
      let at = size++;
      heap[at] = key;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (compare(heap[at], heap[parent]) <= 0) break;
        [heap[at], heap[parent]] = [heap[parent], heap[at]];
        at = parent;
      }
    } else if (compare(key, heap[0]) < 0) {
      heap[0] = key;
      sink(0);
    }
  }
  return heap.subarray(0, size).sort(compare);
}
