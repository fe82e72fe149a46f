import type { Item } from '@grofresh/contracts';

/**
 * The search's ranking rule (docs/decisions.md#foundations, Search), shared by the database's
 * statement (`catalog.search.ts`) and the index held in node (`catalog.search-index.ts`), which
 * must answer alike.
 *
 * 1. Names where the term starts a word, best first by, in turn: the term is a whole word (or
 *    words) of the name; the item is in a category with a word starting with the term ('oil' →
 *    Oils & Ghee); the term ends the name or a bracketed part of it, where English puts what a
 *    thing is ('Toned Milk' is milk, 'Milk Chocolate Bar' is a bar, 'Potato (Aloo)' is aloo);
 *    the shorter name (the term covers more of it); then name and id.
 * 2. Items of such a category whose names do not contain the term ('fruits' → the Fruits),
 *    shorter names first.
 * 3. 1 and 2 for each other word shoppers use for the same thing (`SAME_THING`: 'tamatar' →
 *    Tomato, 'curd' → Dahi), items not already listed.
 * 4. Names holding the term inside a word ('dal' → Sandal Bath Soap), ranked as in 1.
 * 5. Only when all that finds nothing: names with a word that sounds like the term (double
 *    metaphone: 'panner' → Paneer), or, when none does, names close to it by trigrams (word
 *    similarity at least 0.5); each by word similarity, then whole-name similarity, name, id.
 *    A near miss never joins real matches ('panner' no longer lists Aam Panna or Diaper Pants).
 */

/** Words shoppers use for one thing, in Hindi and English, as they type them. */
const SAME_THING: string[][] = [
  ['curd', 'dahi', 'doi', 'yogurt', 'yoghurt'],
  ['tomato', 'tamatar'],
  ['milk', 'doodh', 'dudh'],
  ['rice', 'chawal'],
  ['atta', 'aata'],
  ['dal', 'daal', 'dhal'],
  ['oil', 'tel'],
  ['sugar', 'cheeni', 'chini'],
  ['salt', 'namak'],
  ['egg', 'anda'],
  ['tea', 'chai'],
  ['chilli', 'chili', 'mirchi'],
  ['coriander', 'dhania', 'dhaniya'],
  ['onion', 'pyaz', 'pyaaz', 'kanda'],
  ['potato', 'aloo', 'alu'],
  ['banana', 'kela'],
  ['apple', 'seb'],
  ['mango', 'aam'],
  ['coconut', 'nariyal'],
  ['chicken', 'murgi'],
  ['fish', 'machli', 'machhli'],
  ['paneer', 'cottage cheese'],
  ['jaggery', 'gur', 'gud'],
  ['turmeric', 'haldi'],
  ['cumin', 'jeera'],
  ['spinach', 'palak'],
  ['peas', 'matar'],
  ['lady finger', 'bhindi', 'okra'],
  ['cauliflower', 'gobi', 'gobhi'],
  ['sooji', 'suji', 'rava', 'semolina'],
  ['buttermilk', 'chaas', 'chhach'],
  ['cucumber', 'kheera'],
  ['garlic', 'lehsun', 'lahsun'],
  ['ginger', 'adrak'],
  ['lemon', 'nimbu'],
  ['carrot', 'gajar'],
  ['brinjal', 'baingan', 'eggplant'],
  ['mint', 'pudina'],
  ['besan', 'gram flour'],
];
const sameThing = new Map(
  SAME_THING.flatMap((words) => words.map((word) => [word, words.filter((w) => w !== word)])),
);

/**
 * The words of a text as the rule compares them: lower case, each run of other characters one
 * space, a space at each end. In SQL: `' ' || regexp_replace(lower(t), '[^a-z0-9]+', ' ', 'g')
 * || ' '` (catalog.search.ts), the same for ASCII text.
 */
export const wordsOf = (text: string): string =>
  ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
/**
 * A name's words with a bar where a part of it ends ('Potato (Aloo)' → ' potato | aloo | |'):
 * the term is the name's head when it ends one (`headOf`). In SQL as catalog.search.ts has it.
 */
export const partsOf = (name: string): string =>
  ` ${name
    .toLowerCase()
    .replace(/[^a-z0-9()]+/g, ' ')
    .replace(/[()]/g, ' | ')} |`;
/** Whether a term's words end a part of a name (`partsOf`). */
export const headOf = (words: string): RegExp => new RegExp(` ${words}[a-z0-9]* *\\|`);
/** The term's words, single-spaced, without the spaces at the ends ('' when it has none). */
export const termWords = (term: string): string => wordsOf(term).trim();
/** A category is the term's from three letters on (shorter ones start too many words). */
export const CATEGORY_TERM_MIN = 3;

/** The term, then the other words for the same thing. */
export const needlesOf = (term: string): string[] => [
  term,
  ...(sameThing.get(termWords(term)) ?? []),
];

/** One needle's matches by steps 1-2 (`strong`) and 4 (`weak`), at most `limit` in all. */
export interface Exact {
  strong: Item[];
  weak: Item[];
}

export interface RuleSteps {
  exact(needle: string, limit: number): Exact | Promise<Exact>;
  /** Step 5 for the term, at most `limit`. */
  near(term: string, limit: number): Item[] | Promise<Item[]>;
}

/** The rule's answer for a term: its best `limit` items. */
export async function ruleSearch(
  term: string,
  fuzzy: boolean,
  limit: number,
  steps: RuleSteps,
): Promise<Item[]> {
  const needles = needlesOf(term);
  const page: Item[] = [];
  // One needle's steps list an item at most once (its parts do not overlap); only another
  // needle's can list it again. Reading every item's id to check costs a long page dearly.
  const listed = needles.length > 1 ? new Set<string>() : undefined;
  const add = (items: Item[]) => {
    for (const item of items) {
      if (page.length >= limit) return;
      if (listed?.has(item._id)) continue;
      page.push(item);
      listed?.add(item._id);
    }
  };
  // A needle's list may repeat up to `limit` items listed already: with other needles, each is
  // asked for more, so that its part of the page is always complete.
  const asked = needles.length > 1 ? 4 * limit : limit;
  let weak: Item[] = [];
  for (const needle of needles) {
    if (page.length >= limit) break;
    const found = await steps.exact(needle, asked);
    add(found.strong);
    // Only the term's own: another word's fragments are too far from what was meant.
    if (needle === term) weak = found.weak;
  }
  add(weak);
  if (page.length > 0 || !fuzzy) return page;
  return steps.near(term, limit);
}
