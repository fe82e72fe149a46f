import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Item } from '@grofresh/contracts';
import { WORD_SIMILARITY_THRESHOLD, type DbOrTx } from '../../db/database';
import { run, statement } from '../../lib/statement';
import { foundColumns, foundObject, fromFound, type FoundItem } from './catalog.search-found';
import type { ItemFilters } from './catalog.sql';
import {
  CATEGORY_TERM_MIN,
  headOf,
  partsOf,
  ruleSearch,
  termWords,
  wordsOf,
  type Exact,
} from './catalog.search-rule';
import { categories, items } from './catalog.table';
import { bestByScores, shortestFirst } from './catalog.search-best';
import { isAscii, trigramAt, trigramsOf, type Trigrams } from './trigram';

interface Entry {
  item: Item;
  lower: string;
  /** `wordsOf` and `partsOf` the name (catalog.search-rule.ts). */
  words: string;
  parts: string;
  /** The double-metaphone codes of the name's words (the `name_sounds` column). */
  sounds: string[];
  trigrams: Trigrams;
}

/** Every live item, in the database's order of name and id (its collation, whatever it is). */
const everyItem = new PgDialect().sqlToQuery(sql`
  select coalesce(json_agg(json_build_array(${foundObject}, sounds) order by name, id), '[]')
    as found,
    (select coalesce(json_agg(json_build_array(${categories.id}, ${categories.name})), '[]')
      from ${categories} where ${categories.retiredAt} is null) as categories
  from (select ${foundColumns}, ${items.nameSounds} as sounds from ${items}
    where ${items.retiredAt} is null) as found`).sql;
const loadAll = statement<{ found: [FoundItem, string[]][]; categories: [string, string][] }>(
  'search_index_items',
  everyItem,
);

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
 * exactly what `searchItems` answers, in the same order: the same steps of the rule
 * (catalog.search-rule.ts), the same keys, and ties in the database's own order of names, read
 * when the index is made. catalog.search-index.test.ts compares the two answer by answer.
 */
export class SearchIndex {
  private constructor(
    private readonly entries: Entry[],
    private readonly bySound: Map<string, number[]>,
    private readonly byTrigram: Map<number, number[]>,
    /** Each live category's `wordsOf` its name, and its items' entries in order. */
    private readonly categories: [string, number[]][],
  ) {}

  /** Undefined when a name is not ASCII: the database's letters then follow its locale. */
  static async load(db: DbOrTx): Promise<SearchIndex | undefined> {
    const [row] = await run(db, loadAll, []);
    const entries: Entry[] = [];
    const bySound = new Map<string, number[]>();
    const byTrigram = new Map<number, number[]>();
    const byCategory = new Map<string, number[]>();
    for (const [found, codes] of row!.found) {
      if (!isAscii(found.name)) return undefined;
      const at = entries.length;
      const trigrams = trigramsOf(found.name);
      entries.push({
        item: fromFound(found),
        lower: found.name.toLowerCase(),
        words: wordsOf(found.name),
        parts: partsOf(found.name),
        sounds: codes,
        trigrams,
      });
      for (const code of codes) push(bySound, code, at);
      for (const code of trigrams.distinct) push(byTrigram, code, at);
      for (const id of found.categoryIds) push(byCategory, id, at);
    }
    const categories: [string, number[]][] = [];
    for (const [id, name] of row!.categories) {
      if (!isAscii(name)) return undefined;
      categories.push([wordsOf(name), byCategory.get(id) ?? []]);
    }
    return new SearchIndex(entries, bySound, byTrigram, categories);
  }

  /** The rule's answer for an ASCII term; `sound` gives its code when it is fuzzy. */
  search(
    term: string,
    sound: (() => Promise<string>) | undefined,
    filters: ItemFilters,
    limit: number,
  ): Promise<Item[]> {
    const wanted = matcher(filters);
    return ruleSearch(term, sound !== undefined, limit, {
      exact: (needle, room) => this.exact(needle, wanted, room),
      near: async (_, room) => this.near(term, await sound!(), wanted, room),
    });
  }

  /** Steps 1, 2 and 4 of the rule for one needle. */
  private exact(needle: string, wanted: (entry: Entry) => boolean, limit: number): Exact {
    const entries = this.entries;
    const lower = needle.toLowerCase();
    const words = termWords(needle);
    const head = words && headOf(words);
    const ofTerm = new Set<number>();
    if (words.length >= CATEGORY_TERM_MIN) {
      for (const [name, members] of this.categories) {
        if (name.includes(` ${words}`)) for (const at of members) ofTerm.add(at);
      }
    }
    // Split by the rank's keys (highest first), names starting a word with the needle, then
    // the other items of its categories, then the rest; members stay in order of name and id,
    // and only the parts the page reaches are sorted by length.
    const parts: number[][] = Array.from({ length: 17 }, () => []);
    for (const at of this.containing(lower)) {
      const entry = entries[at]!;
      if (!wanted(entry)) continue;
      const starts = words !== '' && entry.words.includes(` ${words}`);
      const rank =
        (starts && entry.words.includes(` ${words} `) ? 8 : 0) +
        (ofTerm.has(at) ? 4 : 0) +
        (starts && head && head.test(entry.parts) ? 2 : 0);
      parts[(starts ? 0 : 9) + (14 - rank) / 2]!.push(at);
    }
    parts[8] = [...ofTerm]
      .sort((a, b) => a - b)
      .filter((at) => !entries[at]!.lower.includes(lower) && wanted(entries[at]!));
    const found: Exact = { strong: [], weak: [] };
    let room = limit;
    const lengthOf = (at: number) => entries[at]!.lower.length;
    parts.forEach((part, n) => {
      if (room <= 0 || part.length === 0) return;
      for (const at of shortestFirst(part, room, lengthOf))
        (n <= 8 ? found.strong : found.weak).push(entries[at]!.item);
      room -= Math.min(room, part.length);
    });
    return found;
  }

  /** Step 5: names sounding like the term, else close to it. */
  private near(term: string, sound: string, wanted: (entry: Entry) => boolean, limit: number) {
    const entries = this.entries;
    const grams = new Set(trigramsOf(term).distinct);
    // How many of the term's trigrams each name has.
    const shared = new Uint16Array(entries.length);
    for (const code of grams)
      for (const at of this.byTrigram.get(code) ?? []) shared[at] = shared[at]! + 1;
    const trigramsAt = (at: number) => entries[at]!.trigrams;
    const itemsOf = (ats: number[]) => ats.map((at) => entries[at]!.item);
    const alike = (this.bySound.get(sound) ?? []).filter((at) => wanted(entries[at]!));
    if (alike.length > 0) return itemsOf(bestByScores(alike, shared, trigramsAt, grams, limit));
    // Close: a word similarity of t needs at least t of the term's trigrams in the name.
    const least = Math.ceil(WORD_SIMILARITY_THRESHOLD * grams.size);
    const close: number[] = [];
    for (let at = 0; at < shared.length; at++)
      if (shared[at]! >= least && wanted(entries[at]!)) close.push(at);
    return itemsOf(
      bestByScores(close, shared, trigramsAt, grams, limit, WORD_SIMILARITY_THRESHOLD),
    );
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

function push<K>(map: Map<K, number[]>, key: K, at: number): void {
  const list = map.get(key);
  if (list) list.push(at);
  else map.set(key, [at]);
}
