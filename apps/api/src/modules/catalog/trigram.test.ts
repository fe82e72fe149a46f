import { describe, expect, it } from 'vitest';
import { createTestShop } from '../../../test/harness';
import { scores, trigramsOf, wordSimilarity } from './trigram';

const { database } = await createTestShop();

const { rows: named } = await database.pool.query<{ name: string }>('select name from items');
const names = [
  ...named.map((r) => r.name),
  // Shapes the demo catalog lacks: punctuation, digits, repeats, one letter, nothing at all.
  'Pan-pan  PAN (500 g)',
  'Tata Salt 1kg, iodised',
  'x',
  '',
  '  --  ',
  'aaa aaaa aa',
];
const words = [...new Set(names.flatMap((n) => n.toLowerCase().split(/[^a-z0-9]+/)))].filter(
  (w) => w.length > 1,
);
// Words, prefixes, one-typo forms (a letter dropped, two swapped) and two-word terms.
const terms = [
  ...new Set([
    ...words.slice(0, 60),
    ...words.slice(0, 60).map((w) => w.slice(0, 3)),
    ...words.slice(0, 40).map((w) => w.slice(0, 2) + w.slice(3)),
    ...words.slice(0, 40).map((w) => w[1]! + w[0]! + w.slice(2)),
    'malai paneer',
    'PANEER',
    'a',
    '',
    'pan pan',
    '1kg salt',
    'aaa',
  ]),
];

describe("pg_trgm's scores computed in node", () => {
  it(`match PostgreSQL's for ${terms.length} terms × ${names.length} names`, async () => {
    const { rows } = await database.pool.query<{ t: string; n: string; s: number; w: number }>(
      `select t, n, similarity(t, n) as s, word_similarity(t, n) as w
       from unnest($1::text[]) t, unnest($2::text[]) n`,
      [terms, names],
    );
    expect(rows.length).toBe(terms.length * names.length);
    const mismatches = [];
    for (const { t, n, s, w } of rows) {
      const term = new Set(trigramsOf(t).distinct);
      const name = trigramsOf(n);
      const [word, whole] = scores(term, name);
      const mine = { s: whole, w: word, alone: wordSimilarity(term, name) };
      // float4 comes back as its shortest exact text: the same float4, to the last bit.
      if (mine.s !== Math.fround(s)) mismatches.push({ t, n, s, mine });
      if (mine.w !== Math.fround(w)) mismatches.push({ t, n, w, mine });
      if (mine.alone !== mine.w) mismatches.push({ t, n, w, mine });
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('makes the trigrams pg_trgm shows', async () => {
    for (const text of ['Pan', 'Amul Taaza Milk 1L', 'a-b', '']) {
      const { rows } = await database.pool.query<{ t: string[] }>('select show_trgm($1) as t', [
        text,
      ]);
      const mine = [...trigramsOf(text).distinct].map((code) =>
        String.fromCharCode(code >> 16, (code >> 8) & 255, code & 255),
      );
      expect(mine.sort()).toEqual(rows[0]!.t.sort());
    }
  });
});
