// Lookups built once, so that joining two lists in memory stays linear (a `find` or `filter` inside a `map` is
// quadratic: the review board took seconds on an intake of 10,000 applications; bench/applications.bench.ts).

/** The items by their key; the last one wins when two share a key. */
export function indexBy<T, K>(items: Iterable<T>, key: (item: T) => K): Map<K, T> {
  const out = new Map<K, T>();
  for (const item of items) out.set(key(item), item);
  return out;
}

/** The items grouped by their key, each group in the items' order. */
export function groupBy<T, K>(items: Iterable<T>, key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = out.get(k);
    if (group) group.push(item);
    else out.set(k, [item]);
  }
  return out;
}
