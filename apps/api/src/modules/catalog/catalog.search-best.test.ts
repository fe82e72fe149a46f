import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WORD_SIMILARITY_THRESHOLD } from '../../db/database';
import { bestByScores, type Scorer } from './catalog.search-best';
import { headOf, partsOf, wordsOf } from './catalog.search-rule';
import { HEAD, NameWords, STARTS, WHOLE } from './catalog.search-words';
import { scores, trigramsOf } from './trigram';
import { TrigramTable } from './trigram-table';

// Names and terms from few letters, so that they share words, starts and trigrams often.
const word = fc.stringMatching(/^[abcn]{1,6}$/);
const name = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 4 }), fc.constantFrom(' ', ' (', ') ', '-'))
  .map(([words, sep]) => words.join(sep));
const names = fc.array(name, { minLength: 1, maxLength: 60 });

describe("the index's shortcuts give what the rule's plain definitions give", () => {
  it('the best names by scores, scoring few of them, in the order of sorting all', () => {
    fc.assert(
      fc.property(
        names,
        word,
        fc.integer({ min: 1, max: 20 }),
        fc.boolean(),
        (all, term, limit, close) => {
          const texts = all.map((n) => trigramsOf(n));
          const table = TrigramTable.of(texts);
          const grams = trigramsOf(term).distinct;
          const set = new Set(grams);
          const least = close ? WORD_SIMILARITY_THRESHOLD : 0;
          const ats = all.map((_, at) => at);
          const plain = ats
            .map((at) => ({ at, score: scores(set, texts[at]!) }))
            .filter(({ score }) => score[0] >= least)
            .sort((a, b) => b.score[0] - a.score[0] || b.score[1] - a.score[1] || a.at - b.at)
            .slice(0, limit)
            .map(({ at }) => at);
          const scorer: Scorer = {
            size: grams.length,
            shared: (at) => table.common(at),
            length: (at) => table.length(at),
            word: (at) => table.word(grams.length, at),
          };
          expect(table.withTerm(grams, () => bestByScores(ats, scorer, limit, least))).toEqual(
            plain,
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it("a needle's word starts, whole words and part-ending words, from the words alone", () => {
    fc.assert(
      fc.property(names, word, (all, needle) => {
        const marks = new Uint8Array(all.length);
        NameWords.of(all.map(partsOf)).mark(needle, marks);
        const plain = all.map((n) => {
          const words = wordsOf(n);
          if (!words.includes(` ${needle}`)) return 0;
          return (
            STARTS |
            (words.includes(` ${needle} `) ? WHOLE : 0) |
            (headOf(needle).test(partsOf(n)) ? HEAD : 0)
          );
        });
        expect([...marks]).toEqual(plain);
      }),
      { numRuns: 500 },
    );
  });
});
