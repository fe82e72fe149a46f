import { iterate, marksFor, type Trigrams } from './trigram';

/**
 * Every name's trigrams (trigram.ts) in a few flat arrays, each trigram by its number in the
 * table's own vocabulary. Scoring a near miss then reads consecutive numbers and marks the
 * term's trigrams with one array read each, instead of a set lookup in two small arrays per
 * name: at 100,000 items those arrays' cache misses were most of a search's time
 * (bench/results/search-goals.md). The scores are the same function's (`iterate`).
 */
export class TrigramTable {
  private constructor(
    /** A trigram's number in the vocabulary, by its code. */
    private readonly vocabulary: Map<number, number>,
    /** Each text's distinct trigrams (vocabulary numbers), from `distinctAt[at]`. */
    private readonly distinct: Int32Array,
    private readonly distinctAt: Int32Array,
    /** Each text's trigrams in order, as its index among its distinct ones. */
    private readonly positions: Int32Array,
    private readonly positionsAt: Int32Array,
    /** By vocabulary number, the texts holding the trigram, in order. */
    private readonly holders: Int32Array[],
    /** Work space for one term at a time: 1 for the term's trigrams, by vocabulary number. */
    private readonly termMarks: Uint8Array,
  ) {}

  static of(texts: Trigrams[]): TrigramTable {
    const vocabulary = new Map<number, number>();
    const counts: number[] = [];
    let distinctTotal = 0;
    let positionsTotal = 0;
    for (const text of texts) {
      distinctTotal += text.distinct.length;
      positionsTotal += text.positions.length;
      for (const code of text.distinct) {
        let id = vocabulary.get(code);
        if (id === undefined) vocabulary.set(code, (id = vocabulary.size));
        counts[id] = (counts[id] ?? 0) + 1;
      }
    }
    const distinct = new Int32Array(distinctTotal);
    const distinctAt = new Int32Array(texts.length + 1);
    const positions = new Int32Array(positionsTotal);
    const positionsAt = new Int32Array(texts.length + 1);
    const holders = counts.map((count) => new Int32Array(count));
    const filled = new Int32Array(counts.length);
    texts.forEach((text, at) => {
      const d = distinctAt[at]!;
      text.distinct.forEach((code, t) => {
        const id = vocabulary.get(code)!;
        distinct[d + t] = id;
        holders[id]![filled[id]!++] = at;
      });
      distinctAt[at + 1] = d + text.distinct.length;
      positions.set(text.positions, positionsAt[at]!);
      positionsAt[at + 1] = positionsAt[at]! + text.positions.length;
    });
    return new TrigramTable(
      vocabulary,
      distinct,
      distinctAt,
      positions,
      positionsAt,
      holders,
      new Uint8Array(counts.length),
    );
  }

  /** The texts holding a trigram (by its code), in order; empty when none does. */
  holding(code: number): Int32Array {
    const id = this.vocabulary.get(code);
    return id === undefined ? NONE : this.holders[id]!;
  }

  /**
   * Runs `score` with the term's trigrams (its distinct codes) marked for `word`, and the
   * marks cleared after, however `score` ends.
   */
  withTerm<T>(codes: Int32Array, score: () => T): T {
    const ids = [...codes].flatMap((code) => this.vocabulary.get(code) ?? []);
    for (const id of ids) this.termMarks[id] = 1;
    try {
      return score();
    } finally {
      for (const id of ids) this.termMarks[id] = 0;
    }
  }

  /** `word_similarity(term, text at)`, for a term of `size` distinct trigrams (`withTerm`). */
  word(size: number, at: number): number {
    const from = this.distinctAt[at]!;
    const n = this.distinctAt[at + 1]! - from;
    const marks = marksFor(n);
    for (let t = 0; t < n; t++) marks[t] = this.termMarks[this.distinct[from + t]!]!;
    return iterate(size, this.positions, this.positionsAt[at]!, this.positionsAt[at + 1]!, n);
  }

  /** How many distinct trigrams the text has. */
  length(at: number): number {
    return this.distinctAt[at + 1]! - this.distinctAt[at]!;
  }

  /** How many of the term's trigrams (`withTerm`) the text has. */
  common(at: number): number {
    let common = 0;
    for (let t = this.distinctAt[at]!; t < this.distinctAt[at + 1]!; t++)
      common += this.termMarks[this.distinct[t]!]!;
    return common;
  }
}

const NONE = new Int32Array(0);
