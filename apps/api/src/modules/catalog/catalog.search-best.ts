import { WORD_SIMILARITY_THRESHOLD } from '../../db/database';
import { share, trigramsOf } from './trigram';
import type { TrigramTable } from './trigram-table';

/**
 * The ranking's slow parts, done on what a page reaches (catalog.search-index.ts): on 100,000
 * items a short term's near matches number tens of thousands, and scoring and sorting all of
 * them cost tens of milliseconds a search (bench/results/search-goals.md).
 */

/**
 * The first `room` of `part` by name length, then order: `part` must be in order (`at` rising,
 * as the index lists entries), so this is `part.sort(by length, then at).slice(0, room)` in
 * one pass, without sorting all of a common word's matches.
 */
export function shortestFirst(part: number[], room: number, lengthOf: (at: number) => number) {
  const byLength: number[][] = [];
  for (const at of part) (byLength[lengthOf(at)] ??= []).push(at);
  const out: number[] = [];
  for (const same of byLength) {
    if (!same) continue;
    for (const at of same) {
      out.push(at);
      if (out.length === room) return out;
    }
  }
  return out;
}

/** What ranks a name against a term, by the name's place (trigram-table.ts). */
export interface Scorer {
  /** How many distinct trigrams the term has. */
  readonly size: number;
  /** How many of them the name has, and how many distinct trigrams the name has. */
  shared(at: number): number;
  length(at: number): number;
  /** `word_similarity(term, name)`. */
  word(at: number): number;
}

interface Scored {
  at: number;
  word: number;
  whole: number;
}
const better = (a: Scored, b: Scored) => b.word - a.word || b.whole - a.whole || a.at - b.at;
/** Whether a name's scores beat every name's whose scores are at most `bound`'s. */
const beats = (a: Scored, bound: Scored) =>
  a.word > bound.word || (a.word === bound.word && a.whole > bound.whole);

/**
 * The best `limit` of `ats` by word similarity, then whole-name similarity, then order, those
 * under `least` word similarity left out: the order of `ats.sort(by scores).slice(0, limit)`.
 *
 * Most names are never scored. A name sharing `c` of the term's `size` distinct trigrams has a
 * word similarity of at most c / size (pg_trgm's count / (size + stretch - count), where
 * count ≤ c and count ≤ stretch), and its whole similarity is c / (size + its own count - c)
 * exactly. Names are scored in groups of that bound, best first (most shared, then fewest
 * trigrams), and a scored name joins the page once it beats the next group's bound, so it
 * beats every name not yet scored. A typo's near misses number thousands at 100,000 items;
 * the page needs dozens.
 */
export function bestByScores(
  ats: ArrayLike<number>,
  scorer: Scorer,
  limit: number,
  least = 0,
): number[] {
  const { size } = scorer;
  // Groups by shared count, then by the name's trigram count; each in order of `ats`.
  const groups: number[][][] = [];
  for (let i = 0; i < ats.length; i++) {
    const at = ats[i]!;
    ((groups[scorer.shared(at)] ??= [])[scorer.length(at)] ??= []).push(at);
  }
  const whole = (shared: number, length: number) => size && length && share(shared, size, length);
  const page: number[] = [];
  let scored: Scored[] = [];
  // Moves the scored names that beat `bound` (all, without one) to the page, best first.
  const take = (bound?: Scored) => {
    scored.sort(better);
    let k = 0;
    while (k < scored.length && page.length < limit && (!bound || beats(scored[k]!, bound)))
      page.push(scored[k++]!.at);
    // Past the page's room, a scored name can no longer make it.
    scored = scored.slice(k, k + limit - page.length);
  };
  for (let shared = groups.length - 1; shared >= 0 && page.length < limit; shared--) {
    const word = Math.fround(shared / size);
    if (word < least) break;
    (groups[shared] ?? []).forEach((group, length) => {
      if (page.length >= limit) return;
      // The group's bound; its whole similarity is every member's own.
      const bound = { at: 0, word, whole: whole(shared, length) };
      take(bound);
      if (page.length >= limit) return;
      for (const at of group) {
        const w = scorer.word(at);
        if (w >= least) scored.push({ at, word: w, whole: bound.whole });
      }
    });
  }
  take();
  return page;
}

/**
 * Step 5 of the rule (catalog.search-rule.ts) by places: the names sounding like the term
 * (`alike`, those wanted, in order), else the wanted names close to it by trigrams, best first.
 * `shared` is work space, a count per name, all zero and left so.
 */
export function nearest(
  trigrams: TrigramTable,
  shared: Uint16Array,
  term: string,
  alike: number[],
  wanted: (at: number) => boolean,
  limit: number,
): number[] {
  const grams = trigramsOf(term).distinct;
  const scorer = (sharedOf: (at: number) => number): Scorer => ({
    size: grams.length,
    shared: sharedOf,
    length: (at) => trigrams.length(at),
    word: (at) => trigrams.word(grams.length, at),
  });
  return trigrams.withTerm(grams, () => {
    if (alike.length > 0)
      return bestByScores(
        alike,
        scorer((at) => trigrams.common(at)),
        limit,
      );
    // Close: a word similarity of t needs at least t of the term's trigrams in the name,
    // counted from the names holding each (only where one does).
    const touched: number[] = [];
    for (const code of grams) {
      const holders = trigrams.holding(code);
      for (let i = 0; i < holders.length; i++) {
        const at = holders[i]!;
        if (shared[at] === 0) touched.push(at);
        shared[at] = shared[at]! + 1;
      }
    }
    try {
      const least = Math.ceil(WORD_SIMILARITY_THRESHOLD * grams.length);
      const close = touched.filter((at) => shared[at]! >= least && wanted(at));
      return bestByScores(
        close,
        scorer((at) => shared[at]!),
        limit,
        WORD_SIMILARITY_THRESHOLD,
      );
    } finally {
      for (const at of touched) shared[at] = 0;
    }
  });
}
