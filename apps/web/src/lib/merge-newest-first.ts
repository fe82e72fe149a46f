/** One newest-first list read a page at a time: what has come, and whether more is to come. */
export interface PagedList<T extends { createdAt: string }> {
  items: T[];
  more: boolean;
}

/**
 * Two newest-first paged lists (My Orders: the shop's orders and the counter's) as one. An
 * entry is shown only once nothing older than it can still arrive in front of it: up to the
 * oldest entry both lists have reached. `next` names the lists whose next page moves that
 * line (the one that reached less far back), so "Show older" asks only for those.
 */
export function mergeNewestFirst<A extends { createdAt: string }, B extends { createdAt: string }>(
  a: PagedList<A>,
  b: PagedList<B>,
): {
  entries: ({ from: 'a'; item: A } | { from: 'b'; item: B })[];
  next: { a: boolean; b: boolean };
} {
  const reached = (list: PagedList<{ createdAt: string }>) =>
    list.more && list.items.length > 0 ? Date.parse(list.items.at(-1)!.createdAt) : -Infinity;
  const line = Math.max(reached(a), reached(b));
  const entries = [
    ...a.items.map((item) => ({ from: 'a' as const, item })),
    ...b.items.map((item) => ({ from: 'b' as const, item })),
  ]
    .filter((e) => Date.parse(e.item.createdAt) >= line)
    .sort((x, y) => Date.parse(y.item.createdAt) - Date.parse(x.item.createdAt));
  return {
    entries,
    next: { a: a.more && reached(a) === line, b: b.more && reached(b) === line },
  };
}
