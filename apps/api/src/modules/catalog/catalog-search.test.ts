import { describe, expect, it } from 'vitest';
import { ITEM_LIMIT_SEARCH, type Item } from '@grofresh/contracts';
import { createTestShop } from '../../../test/harness';

const { app, database } = await createTestShop();

const search = async (query: string): Promise<Item[]> => {
  const res = await app.inject({ method: 'GET', url: `/api/items/all?${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: Item[] }).items;
};
const ids = (items: Item[]) => items.map((i) => i._id);

/**
 * docs/architecture.md's ranking as one plain ORDER BY over every match: what the shop must
 * answer however it finds the rows. `where` narrows it like the call's filters.
 */
async function byTheRule(term: string, where = 'true', params: unknown[] = []): Promise<string[]> {
  const { rows } = await database.pool.query<{ id: string }>(
    `select id from items
     where retired_at is null and ${where}
       and (name ilike '%' || $1 || '%' or name_sounds @> array[dmetaphone($1)] or $1 <% name)
     order by name ilike $1 || '%' desc, name ilike '%' || $1 || '%' desc,
       name_sounds @> array[dmetaphone($1)] desc, word_similarity($1, name) desc,
       similarity($1, name) desc, name, id`,
    [term, ...params],
  );
  return rows.map((r) => r.id);
}

describe('search ranking', () => {
  // Each has names containing it, names sounding like it and names merely close to it.
  it.each(['ton', 'mil', 'ban', 'panee', 'che', 'dah', 'panner', 'chocolte'])(
    "ranks every match for '%s' by the rule",
    async (term) => {
      const items = await search(`name=${term}&limit=1000`);
      expect(ids(items)).toEqual(await byTheRule(term));
    },
  );

  it('finds names that only sound like the term or are only close to it, after the others', async () => {
    const names = (await search('name=ton&limit=1000')).map((i) => i.name.toLowerCase());
    const firstOther = names.findIndex((n) => !n.includes('ton'));
    expect(firstOther).toBeGreaterThan(0);
    expect(names.slice(firstOther).every((n) => !n.includes('ton'))).toBe(true);
  });

  it('keeps the best first when the page is cut short, wherever it is cut', async () => {
    const all = await byTheRule('ban');
    expect(all.length).toBeGreaterThan(5);
    for (let limit = 1; limit <= all.length + 1; limit++) {
      expect(ids(await search(`name=ban&limit=${limit}`))).toEqual(all.slice(0, limit));
    }
  });

  it('applies the category and availability filters to every kind of match', async () => {
    const all = await search('name=ton&limit=1000');
    const closeOnly = all.at(-1)!;
    const category = closeOnly.category[0]!;
    const inCategory = await search(`name=ton&categoryId=${category}&limit=1000`);
    expect(ids(inCategory)).toContain(closeOnly._id);
    expect(ids(inCategory)).toEqual(
      await byTheRule('ton', 'id in (select item_id from item_categories where category_id = $2)', [
        category,
      ]),
    );

    // A change made outside the shop is searched once the shop has heard it (its NOTIFY).
    const heard = new Promise<void>((resolve) => {
      void app.events.onCatalog((news) => news === 'changed' && resolve());
    });
    await database.pool.query('update items set available = false where id = $1', [closeOnly._id]);
    await heard;
    expect(ids(await search('name=ton&availability=true&limit=1000'))).not.toContain(closeOnly._id);
    expect(ids(await search('name=ton&availability=false&limit=1000'))).toContain(closeOnly._id);
    expect(ids(await search('name=ton&availability=false&limit=1000'))).toEqual(
      await byTheRule('ton', 'available = false'),
    );
  });
});

describe('search page size', () => {
  it(`answers the best ${ITEM_LIMIT_SEARCH} without a limit, and as many as asked with one`, async () => {
    const asked = await search('name=a&limit=1000');
    expect(asked.length).toBeGreaterThan(ITEM_LIMIT_SEARCH);
    const unasked = await search('name=a');
    expect(ids(unasked)).toEqual(ids(asked).slice(0, ITEM_LIMIT_SEARCH));
    expect(await search('name=a&limit=3')).toHaveLength(3);
  });

  it('still finds every match of a term that has fewer than a page', async () => {
    expect(ids(await search('name=paneer'))).toEqual(await byTheRule('paneer'));
  });
});
