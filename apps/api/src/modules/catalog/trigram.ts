/**
 * pg_trgm's `similarity` and `word_similarity` for ASCII text, computed as PostgreSQL computes
 * them (contrib/pg_trgm/trgm_op.c, default build): a word is a run of letters and digits,
 * lower-cased and padded with two spaces before and one after ('pan' → '  p', ' pa', 'pan',
 * 'an '); scores are float4. The search index ranks in node with these, so they must give
 * exactly the database's numbers: trigram.test.ts compares them with PostgreSQL's own.
 * Non-ASCII text is left to the database, whose idea of a letter follows its locale.
 */

/** A text's trigrams, each as a number (three 8-bit characters). */
export interface Trigrams {
  /** The distinct trigrams. */
  readonly distinct: Int32Array;
  /** For each trigram in order of appearance (repeats kept), its index in `distinct`. */
  readonly positions: Int32Array;
}

export const isAscii = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 127) return false;
  return true;
};

const isWordChar = (c: number) => (c >= 48 && c <= 57) || (c >= 97 && c <= 122);
const SPACE = 32;
const code = (a: number, b: number, c: number) => (a << 16) | (b << 8) | c;

/** The trigram of three characters of a lower-cased word, from `at`. */
export const trigramAt = (word: string, at: number): number =>
  code(word.charCodeAt(at), word.charCodeAt(at + 1), word.charCodeAt(at + 2));

/** The trigrams of an ASCII text, as pg_trgm makes them. */
export function trigramsOf(text: string): Trigrams {
  const lower = text.toLowerCase();
  const index = new Map<number, number>();
  const positions: number[] = [];
  let i = 0;
  for (;;) {
    while (i < lower.length && !isWordChar(lower.charCodeAt(i))) i++;
    if (i === lower.length) break;
    const start = i;
    while (i < lower.length && isWordChar(lower.charCodeAt(i))) i++;
    let a = SPACE;
    let b = SPACE;
    for (let k = start; k <= i; k++) {
      const c = k < i ? lower.charCodeAt(k) : SPACE;
      const trigram = code(a, b, c);
      let id = index.get(trigram);
      if (id === undefined) index.set(trigram, (id = index.size));
      positions.push(id);
      a = b;
      b = c;
    }
  }
  return { distinct: Int32Array.from(index.keys()), positions: Int32Array.from(positions) };
}

/** pg_trgm's CALCSML: shared over all, in float4. */
export const share = (count: number, len1: number, len2: number) =>
  Math.fround(count / (len1 + len2 - count));

// Work space for one score at a time (node runs one at a time): no allocation per name.
let found = new Uint8Array(64);
let lastpos = new Int32Array(64);

/**
 * The work space's marks for a text of `n` distinct trigrams, to be set to 1 for each the term
 * has (in the text's order of `distinct`) before `iterate` reads them.
 */
export function marksFor(n: number): Uint8Array {
  if (found.length < n) [found, lastpos] = [new Uint8Array(n * 2), new Int32Array(n * 2)];
  return found;
}

/** Marks which of `text`'s distinct trigrams the term has; returns how many. */
function markFound(term: ReadonlySet<number>, text: Trigrams): number {
  const n = text.distinct.length;
  const marks = marksFor(n);
  let common = 0;
  for (let t = 0; t < n; t++) common += marks[t] = term.has(text.distinct[t]!) ? 1 : 0;
  return common;
}

/**
 * `word_similarity(term, text)` and `similarity(term, text)` (the share of distinct trigrams
 * the two have in common) at once.
 */
export function scores(term: ReadonlySet<number>, text: Trigrams): [number, number] {
  const common = markFound(term, text);
  const whole = term.size && text.distinct.length && share(common, term.size, text.distinct.length);
  return [
    iterate(term.size, text.positions, 0, text.positions.length, text.distinct.length),
    whole,
  ];
}

/**
 * `word_similarity(term, text)`: the best similarity between the term and any stretch of the
 * text's trigrams, found as pg_trgm's iterate_word_similarity finds it (its bounds moved the
 * same way, so even its ties come out alike).
 */
export function wordSimilarity(term: ReadonlySet<number>, text: Trigrams): number {
  markFound(term, text);
  return iterate(term.size, text.positions, 0, text.positions.length, text.distinct.length);
}

/**
 * pg_trgm's iterate_word_similarity over a text's trigrams, `ids[from..to)` (each its index
 * among the text's `n` distinct ones), the term's (`ulen1` distinct) marked by `marksFor`.
 */
export function iterate(ulen1: number, ids: Int32Array, from: number, to: number, n: number) {
  lastpos.fill(-1, 0, n);
  let ulen2 = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  for (let i = from; i < to; i++) {
    const t = ids[i]!;
    if (lower >= 0 || found[t]) {
      if (lastpos[t]! < 0) {
        ulen2++;
        if (found[t]) count++;
      }
      lastpos[t] = i;
    }
    if (!found[t]) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = share(count, ulen1, ulen2);
    // Try moving the lower bound right for a better score.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const tmp = share(tmpCount, ulen1, tmpUlen2);
      if (tmp > current) {
        current = tmp;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tt = ids[tmpLower]!;
      if (lastpos[tt] === tmpLower) {
        tmpUlen2--;
        if (found[tt]) tmpCount--;
      }
    }
    best = Math.max(best, current);
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tt = ids[tmpLower]!;
      if (lastpos[tt] === tmpLower) lastpos[tt] = -1;
    }
  }
  return best;
}
