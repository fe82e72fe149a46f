/** Enough for every page's answers and a good spread of carts' `ids=` lookups. */
const MAX_ENTRIES = 500;

export interface CatalogChanges {
  /**
   * `changed` for every committed change to the catalog (any instance, any process);
   * `down` when this process can no longer hear changes, `up` when it can again.
   */
  onCatalog(listener: (news: 'changed' | 'down' | 'up') => void): Promise<void>;
}

/**
 * The catalog's answers (and anything made only from the catalog, like rendered pages), kept
 * in memory until the catalog next changes. Changes are heard from the database: a trigger on
 * every catalog table sends NOTIFY on commit (migration 0016), so an edit in the console,
 * `npm run seed` or psql, on any instance, empties every instance's cache; this instance's own
 * staff writes also empty it before they answer. No timer decides freshness. While the
 * LISTEN connection is down nothing is kept, since a change could not be heard.
 */
export class CatalogCache {
  private readonly entries = new Map<string, Promise<unknown>>();
  /** The entries whose computation has finished, for callers that cannot wait. */
  private readonly values = new Map<string, unknown>();
  private listening = false;
  /** Smaller caches of their own (`shelf`) that empty whenever this one does. */
  private readonly shelves: CatalogCache[] = [];
  private parent?: CatalogCache;

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  /**
   * A cache with its own bound, for answers too many to share this one's room (searches) and
   * never to crowd its entries out; it keeps nothing while this one cannot hear changes.
   */
  shelf(maxEntries: number): CatalogCache {
    const shelf = new CatalogCache(maxEntries);
    shelf.parent = this;
    this.shelves.push(shelf);
    return shelf;
  }

  /** Whether values are kept now: false while catalog changes cannot be heard. */
  get keeping(): boolean {
    return this.parent ? this.parent.keeping : this.listening;
  }

  /** Starts following the catalog's changes; until then (and while cut off) nothing is kept. */
  async follow(changes: CatalogChanges): Promise<void> {
    await changes.onCatalog((news) => {
      this.invalidate();
      this.listening = news !== 'down';
    });
    this.listening = true;
  }

  /**
   * The value for `key`, computed once per catalog version; concurrent misses share one
   * computation. A change empties the cache at once, so a value still being computed then is
   * handed to the callers that already wait for it but never kept: a read that began before a
   * change cannot outlive it.
   */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.keeping) return compute();
    const kept = this.entries.get(key) as Promise<T> | undefined;
    if (kept) {
      // Most recently used last, so the oldest entries go first when the cache is full.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const pending = compute();
    this.entries.set(key, pending);
    pending.then(
      (value) => {
        if (this.entries.get(key) === pending) this.values.set(key, value);
      },
      // A failed computation is not kept: the next request tries again.
      () => {
        if (this.entries.get(key) === pending) this.entries.delete(key);
      },
    );
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
      this.values.delete(oldest);
    }
    return pending;
  }

  /** The kept value for `key` if it is ready now; never computes. */
  peek<T>(key: string): T | undefined {
    return this.values.get(key) as T | undefined;
  }

  /** The kept value for `key` here or on a shelf, if ready now (a URL's sent answer). */
  peekAll<T>(key: string): T | undefined {
    const here = this.values.get(key) as T | undefined;
    if (here !== undefined) return here;
    for (const shelf of this.shelves) {
      const there = shelf.peekAll<T>(key);
      if (there !== undefined) return there;
    }
    return undefined;
  }

  /** Keeps a value derived from `from`'s kept value, only while that one is still current. */
  keepBeside(from: string, fromValue: unknown, key: string, value: unknown): void {
    if (!this.keeping || this.values.get(from) !== fromValue) return;
    void this.remember(key, async () => value);
  }

  /** Forgets everything kept: the catalog changed (or may have). */
  invalidate(): void {
    this.entries.clear();
    this.values.clear();
    for (const shelf of this.shelves) shelf.invalidate();
  }

  get size(): number {
    return this.entries.size;
  }
}
