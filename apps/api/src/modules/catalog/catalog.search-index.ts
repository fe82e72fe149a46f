import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Item } from '@grofresh/contracts';
import { WORD_SIMILARITY_THRESHOLD, type DbOrTx } from '../../db/database';
import { run, statement } from '../../lib/statement';
import type { CatalogCache } from './catalog-cache';
import {
  foundColumns,
  foundObject,
  fromFound,
  isFuzzy,
  searchItems,
  type FoundItem,
  type Search,
} from './catalog.search';
import type { ItemFilters } from './catalog.sql';
import { items } from './catalog.table';
import { isAscii, scores, trigramAt, trigramsOf, wordSimilarity, type Trigrams } from './trigram';

interface Entry {
  item: Item;
  lower: string;
  /** The double-metaphone codes of the name's words (the `name_sounds` column). */
  sounds: string[];
  trigrams: Trigrams;
}

/** Every live item, in the database's order of name and id (its collation, whatever it is). */
const everyItem = new PgDialect().sqlToQuery(sql`
  select coalesce(json_agg(json_build_array(${foundObject}, sounds) order by name, id), '[]')
    as found
  from (select ${foundColumns}, ${items.nameSounds} as sounds from ${items}
    where ${items.retiredAt} is null) as found`).sql;
const loadAll = statement<{ found: [FoundItem, string[]][] }>('search_index_items', everyItem);

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

function matcher(filters: ItemFilters): (entry: Entry) => boolean {
  // The database compares ids as uuids, which ignores case.
  const ids = filters.ids && new Set(filters.ids.map((id) => id.toLowerCase()));
  const categoryId = filters.categoryId?.toLowerCase();
  return ({ item }) =>
    (filters.availability === undefined || item.availability === filters.availability) &&
    (ids === undefined || ids.has(item._id)) &&
    (categoryId === undefined || item.category.includes(categoryId));
}

/**
 * The catalog's names held in node, to search them without asking the database to score each
 * one (about 3 ms of its CPU a search at 10,000 items, bench/results/search.md). It answers
 * exactly what `searchItems` answers, in the same order: the same three groups (names
 * containing the term, then sounding like it, then close to it), the same keys, and ties in
 * the database's own order of names, read when the index is made.
 * catalog.search-index.test.ts compares the two answer by answer.
 */
export class SearchIndex {
  private constructor(
    private readonly entries: Entry[],
    private readonly bySound: Map<string, number[]>,
    private readonly byTrigram: Map<number, number[]>,
  ) {}

  /** Undefined when a name is not ASCII: the database's letters then follow its locale. */
  static async load(db: DbOrTx): Promise<SearchIndex | undefined> {
    const [row] = await run(db, loadAll, []);
    const entries: Entry[] = [];
    const bySound = new Map<string, number[]>();
    const byTrigram = new Map<number, number[]>();
    for (const [found, codes] of row!.found) {
      if (!isAscii(found.name)) return undefined;
      const at = entries.length;
      const trigrams = trigramsOf(found.name);
      entries.push({
        item: fromFound(found),
        lower: found.name.toLowerCase(),
        sounds: codes,
        trigrams,
      });
      for (const code of codes) push(bySound, code, at);
      for (const code of trigrams.distinct) push(byTrigram, code, at);
    }
    return new SearchIndex(entries, bySound, byTrigram);
  }

  /** The best `limit` matches for an ASCII term; `sound` is its code when it is fuzzy. */
  search(term: string, sound: string | undefined, filters: ItemFilters, limit: number): Item[] {
    const wanted = matcher(filters);
    const needle = term.toLowerCase();
    const grams = sound === undefined ? undefined : new Set(trigramsOf(term).distinct);
    const page: Item[] = [];
    const entries = this.entries;
    const inside = (at: number) => entries[at]!.lower.includes(needle);
    const sounds = (at: number) => sound !== undefined && entries[at]!.sounds.includes(sound);

    /**
     * Adds a group's best to the page. Members come in the order of name and id; they are
     * split by the first keys (starts with the term, sounds like it) and only the parts the
     * page reaches are scored and sorted.
     */
    const take = (group: number[]) => {
      const parts: number[][] = [[], [], [], []];
      for (const at of group) {
        parts[(entries[at]!.lower.startsWith(needle) ? 0 : 2) + (sounds(at) ? 0 : 1)]!.push(at);
      }
      for (const part of parts) {
        const room = limit - page.length;
        if (room <= 0) return;
        const best = grams ? byScores(part, entries, grams) : part;
        for (const at of best.slice(0, room)) page.push(entries[at]!.item);
      }
    };

    take(this.containing(needle).filter((at) => wanted(entries[at]!)));
    if (!grams || page.length >= limit) return page;
    take((this.bySound.get(sound!) ?? []).filter((at) => !inside(at) && wanted(entries[at]!)));
    if (page.length >= limit) return page;

    // Close: a word similarity of t needs at least t of the term's trigrams in the name.
    const shared = new Uint16Array(entries.length);
    const close: number[] = [];
    for (const code of grams) {
      for (const at of this.byTrigram.get(code) ?? []) {
        if (++shared[at]! !== Math.ceil(WORD_SIMILARITY_THRESHOLD * grams.size)) continue;
        if (inside(at) || sounds(at) || !wanted(entries[at]!)) continue;
        if (wordSimilarity(grams, entries[at]!.trigrams) >= WORD_SIMILARITY_THRESHOLD)
          close.push(at);
      }
    }
    take(close.sort((a, b) => a - b));
    return page;
  }

  /** The entries whose names contain the (lower-cased) term, in order of name and id. */
  private containing(needle: string): number[] {
    if (needle.length < 3 || !/^[a-z0-9]+$/.test(needle)) {
      return this.entries.flatMap((entry, at) => (entry.lower.includes(needle) ? [at] : []));
    }
    // A name containing a run of letters and digits holds each of its trigrams in one word:
    // only the names of the rarest one need looking at.
    let fewest: number[] = [];
    for (let i = 0; i + 3 <= needle.length; i++) {
      const holders = this.byTrigram.get(trigramAt(needle, i)) ?? [];
      if (i === 0 || holders.length < fewest.length) fewest = holders;
    }
    return fewest.filter((at) => this.entries[at]!.lower.includes(needle));
  }
}

/** Entries by word similarity, then whole-name similarity, then their order (`at`). */
function byScores(ats: number[], entries: Entry[], grams: Set<number>) {
  const scored = ats.map((at) => {
    const [word, whole] = scores(grams, entries[at]!.trigrams);
    return { at, word, whole };
  });
  scored.sort((a, b) => b.word - a.word || b.whole - a.whole || a.at - b.at);
  return scored.map(({ at }) => at);
}

function push<K>(map: Map<K, number[]>, key: K, at: number): void {
  const list = map.get(key);
  if (list) list.push(at);
  else map.set(key, [at]);
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
    const sound = isFuzzy(term) ? await soundOf(db, term) : undefined;
    return index.search(term, sound, filters, limit);
  };
  return Object.assign(search, {
    ready: async (db: DbOrTx) => cache.keeping && (await load(db)) !== undefined,
  });
}
