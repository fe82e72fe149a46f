import { trigramAt } from './trigram';
import type { TrigramTable } from './trigram-table';

/**
 * What a search index (catalog.search-index.ts) knows of a name against one needle, as bits of
 * a mark per name: in one of the term's categories, containing the needle, with a word that
 * starts with it, a word that is it, and a part-ending word that starts with it (the rule's
 * keys, catalog.search-rule.ts).
 */
export const CATEGORY = 1;
export const CONTAINS = 2;
export const STARTS = 4;
export const WHOLE = 8;
export const HEAD = 16;

/**
 * Every word of the names, in order, with the names holding it (as a word, and as the last word
 * of a part, `partsOf`). A needle of letters and digits then marks the names where it starts a
 * word by going through the few words starting with it, not by reading every name containing
 * it: at 100,000 items a three-letter needle is in thousands of names, and reading them was
 * most of an exact search's time (bench/results/search-goals.md).
 */
export class NameWords {
  private constructor(
    private readonly words: string[],
    private readonly holders: Int32Array[],
    private readonly headers: Int32Array[],
  ) {}

  /** From each name's `partsOf`, in order. */
  static of(parts: string[]): NameWords {
    const lists = new Map<string, { holders: number[]; headers: number[] }>();
    parts.forEach((name, at) => {
      const tokens = name.split(' ').filter((token) => token !== '');
      tokens.forEach((word, i) => {
        if (word === '|') return;
        let held = lists.get(word);
        if (!held) lists.set(word, (held = { holders: [], headers: [] }));
        if (held.holders.at(-1) !== at) held.holders.push(at);
        if (tokens[i + 1] === '|' && held.headers.at(-1) !== at) held.headers.push(at);
      });
    });
    const words = [...lists.keys()].sort();
    return new NameWords(
      words,
      words.map((word) => Int32Array.from(lists.get(word)!.holders)),
      words.map((word) => Int32Array.from(lists.get(word)!.headers)),
    );
  }

  /**
   * Adds STARTS, WHOLE and HEAD to `marks` for a needle of letters and digits (lower case): the
   * same as asking each name's words whether `' ' + needle` starts one, `' ' + needle + ' '` is
   * one, and `headOf(needle)` matches its parts.
   */
  mark(needle: string, marks: Uint8Array): void {
    const { words } = this;
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (words[middle]! < needle) low = middle + 1;
      else high = middle;
    }
    for (let k = low; k < words.length && words[k]!.startsWith(needle); k++) {
      const bits = words[k] === needle ? STARTS | WHOLE : STARTS;
      const holders = this.holders[k]!;
      for (let i = 0; i < holders.length; i++) marks[holders[i]!]! |= bits;
      const headers = this.headers[k]!;
      for (let i = 0; i < headers.length; i++) marks[headers[i]!]! |= HEAD;
    }
  }
}

/** The places of the names (lower case) containing the (lower-cased) needle, in order. */
export function containing(
  names: string[],
  trigrams: TrigramTable,
  needle: string,
): ArrayLike<number> {
  if (needle.length < 3 || !/^[a-z0-9]+$/.test(needle)) {
    return names.flatMap((name, at) => (name.includes(needle) ? [at] : []));
  }
  // A run of letters and digits lies inside one word, so a name containing it holds each of
  // its trigrams, and one of three letters is held exactly where it is contained. Longer ones
  // are looked for only among the names holding both of its two rarest trigrams.
  const lists: Int32Array[] = [];
  for (let i = 0; i + 3 <= needle.length; i++) lists.push(trigrams.holding(trigramAt(needle, i)));
  lists.sort((a, b) => a.length - b.length);
  if (lists.length === 1) return lists[0]!;
  return both(lists[0]!, lists[1]!).filter((at) => names[at]!.includes(needle));
}

/** The numbers in both of two rising lists. */
function both(a: Int32Array, b: Int32Array): number[] {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out.push(a[i]!);
      i++;
      j++;
    }
  }
  return out;
}
