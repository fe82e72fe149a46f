import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Item } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { run, statement } from '../../lib/statement';
import { everyFound, fromFound, type FoundItem } from './catalog.search-found';
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
import { categories } from './catalog.table';
import { nearest, shortestFirst } from './catalog.search-best';
import { isAscii, trigramsOf, type Trigrams } from './trigram';
import { TrigramTable } from './trigram-table';
import {
  CATEGORY,
  CONTAINS,
  containing,
  HEAD,
  NameWords,
  STARTS,
  WHOLE,
} from './catalog.search-words';

/**
 * The live items as parallel lists, one place (`at`) per item in the database's order of name
 * and id: a search reads a few consecutive values per name rather than an object per name.
 */
interface Names {
  items: Item[];
  lower: string[];
  /** `wordsOf` and `partsOf` the name (catalog.search-rule.ts). */
  words: string[];
  parts: string[];
  /** 1 where the item is available. */
  available: Uint8Array;
  /** The name's length. */
  lengths: Uint16Array;
}

/** Every live item (`everyFound`) and every live category. */
const everyItem = new PgDialect().sqlToQuery(sql`
  select found.found,
    (select coalesce(json_agg(json_build_array(${categories.id}, ${categories.name})), '[]')
      from ${categories} where ${categories.retiredAt} is null) as categories
  from (${everyFound}) as found`).sql;
const loadAll = statement<{ found: [FoundItem, string[]][]; categories: [string, string][] }>(
  'search_index_items',
  everyItem,
);

function matcher({ items, available }: Names, filters: ItemFilters): (at: number) => boolean {
  const want = filters.availability === undefined ? undefined : filters.availability ? 1 : 0;
  // The database compares ids as uuids, which ignores case.
  const ids = filters.ids && new Set(filters.ids.map((id) => id.toLowerCase()));
  const categoryId = filters.categoryId?.toLowerCase();
  if (ids === undefined && categoryId === undefined) {
    return want === undefined ? () => true : (at) => available[at] === want;
  }
  return (at) =>
    (want === undefined || available[at] === want) &&
    (ids === undefined || ids.has(items[at]!._id)) &&
    (categoryId === undefined || items[at]!.category.includes(categoryId));
}

/**
 * The catalog's names held in node, to search them without asking the database to score each
 * one (about 3 ms of its CPU a search at 10,000 items, bench/results/search.md). It answers
 * exactly what `searchItems` answers, in the same order: the same steps of the rule
 * (catalog.search-rule.ts), the same keys, and ties in the database's own order of names, read
 * when the index is made. catalog.search-index.test.ts compares the two answer by answer.
 */
export class SearchIndex {
  /** Work space for one near search at a time: each name's count of the term's trigrams. */
  private readonly shared: Uint16Array;

  private constructor(
    private readonly names: Names,
    private readonly bySound: Map<string, number[]>,
    private readonly trigrams: TrigramTable,
    private readonly words: NameWords,
    /** Each live category's `wordsOf` its name, and its items' places in order. */
    private readonly categories: [string, number[]][],
  ) {
    this.shared = new Uint16Array(names.items.length);
  }

  /** Undefined when a name is not ASCII: the database's letters then follow its locale. */
  static async load(db: DbOrTx): Promise<SearchIndex | undefined> {
    const [row] = await run(db, loadAll, []);
    const names: Names = {
      items: [],
      lower: [],
      words: [],
      parts: [],
      available: new Uint8Array(0),
      lengths: new Uint16Array(0),
    };
    const trigrams: Trigrams[] = [];
    const bySound = new Map<string, number[]>();
    const byCategory = new Map<string, number[]>();
    for (const [found, codes] of row!.found) {
      if (!isAscii(found.name)) return undefined;
      const at = names.items.length;
      names.items.push(fromFound(found));
      names.lower.push(found.name.toLowerCase());
      names.words.push(wordsOf(found.name));
      names.parts.push(partsOf(found.name));
      trigrams.push(trigramsOf(found.name));
      for (const code of codes) push(bySound, code, at);
      for (const id of found.categoryIds) push(byCategory, id, at);
    }
    names.available = Uint8Array.from(names.items, (item) => (item.availability ? 1 : 0));
    names.lengths = Uint16Array.from(names.lower, (name) => name.length);
    const categories: [string, number[]][] = [];
    for (const [id, name] of row!.categories) {
      if (!isAscii(name)) return undefined;
      categories.push([wordsOf(name), byCategory.get(id) ?? []]);
    }
    const words = NameWords.of(names.parts);
    return new SearchIndex(names, bySound, TrigramTable.of(trigrams), words, categories);
  }

  /** The rule's answer for an ASCII term; `sound` gives its code when it is fuzzy. */
  search(
    term: string,
    sound: (() => Promise<string>) | undefined,
    filters: ItemFilters,
    limit: number,
  ): Promise<Item[]> {
    const wanted = matcher(this.names, filters);
    return ruleSearch(term, sound !== undefined, limit, {
      exact: (needle, room) => this.exact(needle, wanted, room),
      near: async (_, room) => this.near(term, await sound!(), wanted, room),
    });
  }

  /** Steps 1, 2 and 4 of the rule for one needle. */
  private exact(needle: string, wanted: (at: number) => boolean, limit: number): Exact {
    const { items, words: wordsAt, parts: partsAt, lengths } = this.names;
    const lower = needle.toLowerCase();
    const words = termWords(needle);
    // What each name is to the needle (catalog.search-words.ts).
    const marks = new Uint8Array(items.length);
    const members: number[][] = [];
    if (words.length >= CATEGORY_TERM_MIN) {
      for (const [name, list] of this.categories)
        if (name.includes(` ${words}`)) members.push(list);
    }
    for (const list of members) for (const at of list) marks[at] = CATEGORY;
    // A word of letters and digits is looked up among the names' words; other needles (two
    // words, signs) are looked for in each name containing them.
    const byWords = words !== '' && words === lower;
    if (byWords) this.words.mark(words, marks);
    const head = !byWords && words !== '' && headOf(words);
    // Split by the rank's keys (highest first), names starting a word with the needle, then
    // the other items of its categories, then the rest; members stay in order of name and id,
    // and only the parts the page reaches are sorted by length.
    const parts: number[][] = Array.from({ length: 17 }, () => []);
    const holding = containing(this.names.lower, this.trigrams, lower);
    for (let i = 0; i < holding.length; i++) {
      const at = holding[i]!;
      let mark = (marks[at]! |= CONTAINS);
      if (!wanted(at)) continue;
      if (head && wordsAt[at]!.includes(` ${words}`)) {
        mark |= STARTS;
        if (wordsAt[at]!.includes(` ${words} `)) mark |= WHOLE;
        if (head.test(partsAt[at]!)) mark |= HEAD;
      }
      const rank = (mark & WHOLE ? 8 : 0) + (mark & CATEGORY ? 4 : 0) + (mark & HEAD ? 2 : 0);
      parts[(mark & STARTS ? 0 : 9) + (14 - rank) / 2]!.push(at);
    }
    if (members.length > 0) {
      const listed =
        members.length === 1 ? members[0]! : [...new Set(members.flat())].sort((a, b) => a - b);
      parts[8] = listed.filter((at) => !(marks[at]! & CONTAINS) && wanted(at));
    }
    const found: Exact = { strong: [], weak: [] };
    let room = limit;
    const lengthOf = (at: number) => lengths[at]!;
    parts.forEach((part, n) => {
      if (room <= 0 || part.length === 0) return;
      for (const at of shortestFirst(part, room, lengthOf))
        (n <= 8 ? found.strong : found.weak).push(items[at]!);
      room -= Math.min(room, part.length);
    });
    return found;
  }

  /** Step 5: names sounding like the term, else close to it. */
  private near(term: string, sound: string, wanted: (at: number) => boolean, limit: number) {
    const alike = (this.bySound.get(sound) ?? []).filter(wanted);
    return nearest(this.trigrams, this.shared, term, alike, wanted, limit).map(
      (at) => this.names.items[at]!,
    );
  }
}

function push<K>(map: Map<K, number[]>, key: K, at: number): void {
  const list = map.get(key);
  if (list) list.push(at);
  else map.set(key, [at]);
}
