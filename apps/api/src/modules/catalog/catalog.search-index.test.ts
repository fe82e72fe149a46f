import { describe, expect, it } from 'vitest';
import { createTestShop } from '../../../test/harness';
import { indexedSearch } from './catalog.search-indexed';
import { searchItems } from './catalog.search';
import type { ItemFilters } from './catalog.sql';

const { app, database } = await createTestShop();
const { db } = database;
const fromIndex = indexedSearch(app.catalogCache);

const { rows: named } = await database.pool.query<{ name: string }>(
  'select name from items where retired_at is null',
);
const words = [
  ...new Set(named.flatMap(({ name }) => name.toLowerCase().split(/[^a-z0-9]+/))),
].filter((w) => w.length > 1);
// As shoppers type them: whole words, their first letters, one letter dropped or two swapped,
// two words, other cases, one or two letters, and terms that match nothing or only by sound.
const terms = [
  ...new Set([
    ...words,
    ...words.map((w) => w.slice(0, 3)),
    ...words.map((w) => w.slice(0, 2) + w.slice(3)),
    ...words.map((w) => w[1]! + w[0]! + w.slice(2)),
    'malai paneer',
    'PANEER',
    'Amul',
    'a',
    'pa',
    '1',
    'zzzz',
    'panner',
    'chocolte',
    '100%',
    'a_b',
    // Other words for one thing, a category's name, a fragment (docs/decisions.md#foundations,
    // Search).
    'curd',
    'tamatar',
    'anda',
    'fruits',
    'Vegetables',
    'lady finger',
    'potato (aloo)',
  ]),
];
const ids = (found: { _id: string }[]) => found.map((i) => i._id);

const heard = () =>
  new Promise<void>((resolve) => {
    void app.events.onCatalog((news) => news === 'changed' && resolve());
  });

describe('search from the index held in node', () => {
  it(`answers exactly what the database's search answers, for ${terms.length} terms`, async () => {
    const category = (await database.pool.query<{ id: string }>('select id from categories'))
      .rows[0]!.id;
    const cases: [ItemFilters, number][] = [
      [{}, 1000],
      [{ availability: true }, 50],
      [{ categoryId: category }, 1000],
    ];
    expect(await fromIndex.ready(db)).toBe(true);
    const differing = [];
    for (const term of terms) {
      for (const [filters, limit] of cases) {
        const expected = ids(await searchItems(db, term, filters, limit));
        const got = await fromIndex(db, term, filters, limit);
        if (JSON.stringify(ids(got)) !== JSON.stringify(expected)) differing.push(term);
      }
    }
    expect(differing).toEqual([]);
    // Whole items, sizes and categories included, not only the order.
    expect(await fromIndex(db, 'milk', {}, 1000)).toEqual(await searchItems(db, 'milk', {}, 1000));
  }, 120_000);

  it('narrows to the ids asked, in any case', async () => {
    expect(await fromIndex.ready(db)).toBe(true);
    const all = await searchItems(db, 'milk', {}, 1000);
    const some = [all[2]!._id, all[0]!._id.toUpperCase()];
    expect(ids(await fromIndex(db, 'milk', { ids: some }, 50))).toEqual([all[0]!._id, all[2]!._id]);
  });

  it('sees a change once it is heard', async () => {
    expect(await fromIndex.ready(db)).toBe(true);
    const [first] = await fromIndex(db, 'paneer', {}, 50);
    const change = heard();
    await database.pool.query(`update items set name = 'Zzq Special' where id = $1`, [first!._id]);
    await change;
    expect(await fromIndex.ready(db)).toBe(true);
    expect(ids(await fromIndex(db, 'paneer', {}, 50))).not.toContain(first!._id);
    expect((await fromIndex(db, 'zzq', {}, 50)).map((i) => i.name)).toEqual(['Zzq Special']);
  });

  it('leaves names that are not ASCII to the database', async () => {
    const [first] = await fromIndex(db, 'paneer', {}, 50);
    const change = heard();
    await database.pool.query(`update items set name = 'Crème Paneer Spécial' where id = $1`, [
      first!._id,
    ]);
    await change;
    // Not ASCII: the database answers every search, which the index must equal.
    expect(await fromIndex.ready(db)).toBe(false);
    for (const term of ['paneer', 'spécial', 'creme', 'crème', 'panner']) {
      expect(ids(await fromIndex(db, term, {}, 50))).toEqual(
        ids(await searchItems(db, term, {}, 50)),
      );
    }
    expect((await fromIndex(db, 'spécial', {}, 50))[0]!.name).toBe('Crème Paneer Spécial');
  });
});
