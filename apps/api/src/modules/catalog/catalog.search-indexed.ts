import type { DbOrTx } from '../../db/database';
import { run, statement } from '../../lib/statement';
import type { CatalogCache } from './catalog-cache';
import { isFuzzy, searchItems, type Search } from './catalog.search';
import { SearchIndex } from './catalog.search-index';
import { isAscii } from './trigram';

const soundOfTerm = statement<{ code: string }>(
  'search_term_sound',
  'select dmetaphone($1) as code',
);

/** A term's sound depends only on the term: kept across catalog versions, up to a bound. */
const SOUNDS_KEPT = 10_000;
const sounds = new Map<string, string>();
async function soundOf(db: DbOrTx, term: string): Promise<string> {
  const kept = sounds.get(term);
  if (kept !== undefined) return kept;
  const [row] = await run(db, soundOfTerm, [term]);
  if (sounds.size >= SOUNDS_KEPT) sounds.clear();
  sounds.set(term, row!.code);
  return row!.code;
}

/** A search answered from the index when it can; `ready` makes the index and says if it is used. */
export type IndexedSearch = Search & { ready(db: DbOrTx): Promise<boolean> };

/**
 * `searchItems` answered from a `SearchIndex` kept on a shelf of the catalog cache, so any
 * catalog change on any instance drops it. The next search starts reading the catalog afresh
 * (some 0.4 s at 10,000 items) and, like every search until that is done, is answered by the
 * database: an edit never makes shoppers wait. While the cache cannot hear changes, or for a
 * term or name that is not ASCII, the database searches as before.
 */
export function indexedSearch(cache: CatalogCache): IndexedSearch {
  const shelf = cache.shelf(1);
  const load = (db: DbOrTx) => shelf.remember('index', () => SearchIndex.load(db));
  const search: Search = async (db, term, filters, limit) => {
    const index = cache.keeping ? shelf.peek<SearchIndex>('index') : undefined;
    if (!index || !isAscii(term)) {
      // A failed read is not kept: the next search tries again.
      if (cache.keeping) load(db).catch(() => undefined);
      return searchItems(db, term, filters, limit);
    }
    const sound = isFuzzy(term) ? () => soundOf(db, term) : undefined;
    return index.search(term, sound, filters, limit);
  };
  return Object.assign(search, {
    ready: async (db: DbOrTx) => cache.keeping && (await load(db)) !== undefined,
  });
}
