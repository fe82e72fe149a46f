import { scores, type Trigrams } from './trigram';

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

interface Scored {
  at: number;
  word: number;
  whole: number;
}
const better = (a: Scored, b: Scored) => b.word - a.word || b.whole - a.whole || a.at - b.at;

/**
 * The best `limit` of `ats` by word similarity, then whole-name similarity, then order, those
 * under `least` word similarity left out: the order of `ats.sort(by scores).slice(0, limit)`.
 * `shared[at]` is how many of the term's distinct trigrams (`grams`) the name has; a word
 * similarity is at most that over the term's count (pg_trgm's count / (term + stretch - count),
 * with count ≤ shared), so names are scored from the most shared down and the rest skipped once
 * the page is full of names better than any of them could be.
 */
export function bestByScores(
  ats: number[],
  shared: Uint16Array,
  trigramsAt: (at: number) => Trigrams,
  grams: ReadonlySet<number>,
  limit: number,
  least = 0,
): number[] {
  if (limit <= 0) return [];
  const byShared: number[][] = [];
  for (const at of ats) (byShared[shared[at]!] ??= []).push(at);
  let best: Scored[] = [];
  for (let count = byShared.length - 1; count >= 0; count--) {
    const same = byShared[count];
    if (!same) continue;
    for (const at of same) {
      const [word, whole] = scores(grams, trigramsAt(at));
      if (word >= least) best.push({ at, word, whole });
    }
    best.sort(better);
    if (best.length > limit) best = best.slice(0, limit);
    const ceiling = Math.fround((count - 1) / grams.size);
    if (best.length === limit && best[limit - 1]!.word > ceiling) break;
  }
  return best.map(({ at }) => at);
}
