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
 * The ranking of docs/decisions.md#foundations (catalog.search-rule.ts) as one plain query over
 * every item: what the shop must answer however it finds the rows, for a term shoppers have no
 * other word for. `where` narrows it like the call's filters.
 */
async function byTheRule(term: string, where = 'true', params: unknown[] = []): Promise<string[]> {
  const { rows } = await database.pool.query<{ id: string }>(
    `with t as (select trim(regexp_replace(lower($1), '[^a-z0-9]+', ' ', 'g')) as w),
     m as (
       select items.id, items.name, name ilike '%' || $1 || '%' as inside,
         w <> '' and strpos(' ' || regexp_replace(lower(name), '[^a-z0-9]+', ' ', 'g') || ' ',
           ' ' || w) > 0 as starts,
         w <> '' and strpos(' ' || regexp_replace(lower(name), '[^a-z0-9]+', ' ', 'g') || ' ',
           ' ' || w || ' ') > 0 as whole,
         exists (select 1 from item_categories ic join categories c on c.id = ic.category_id
           where ic.item_id = items.id and c.retired_at is null and length(w) >= 3
             and strpos(' ' || regexp_replace(lower(c.name), '[^a-z0-9]+', ' ', 'g'), ' ' || w) > 0)
           as cat,
         w <> '' and ' ' || replace(replace(regexp_replace(lower(name), '[^a-z0-9()]+', ' ', 'g'),
           '(', ' | '), ')', ' | ') || ' |' ~ (' ' || w || '[a-z0-9]* *\\|') as head,
         name_sounds @> array[dmetaphone($1)] as sounds, $1 <% name as close,
         word_similarity($1, name) as word_score, similarity($1, name) as score
       from items, t where retired_at is null and ${where}),
     exact as (select * from m where inside or cat)
     select id from (
       select *, case when inside and starts then 1 when not inside then 2 else 3 end as step
         from exact
       union all select *, 4 from m where sounds and not exists (select from exact)
       union all select *, 5 from m where close
         and not exists (select from exact) and not exists (select from m where sounds)) as found
     order by step, whole and step < 4 desc, cat and step < 4 desc, head and step < 4 desc,
       case when step < 4 then char_length(name) end,
       case when step >= 4 then word_score end desc, case when step >= 4 then score end desc,
       name, id`,
    [term, ...params],
  );
  return rows.map((r) => r.id);
}

describe('search ranking', () => {
  // Names holding it as a word, a word's start or inside a word; items of a category named so;
  // or, holding it nowhere, names sounding like it or merely close to it.
  it.each([
    'ton',
    'mil',
    'ban',
    'panee',
    'che',
    'dah',
    'panner',
    'chocolte',
    'fruits',
    'ric',
    'ghee',
    'xmilk',
  ])("ranks every match for '%s' by the rule", async (term) => {
    const items = await search(`name=${term}&limit=1000`);
    expect(ids(items)).toEqual(await byTheRule(term));
  });

  it('finds names that only sound like the term or are only close to it only when none hold it', async () => {
    // 'ton' is in many names: none of those merely sounding like it or close to it is listed.
    const names = (await search('name=ton&limit=1000')).map((i) => i.name.toLowerCase());
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => !n.includes('ton'))).toEqual([]);
    // 'panner' is in none: Paneer sounds like it; Aam Panna and Diaper Pants only look close.
    const typo = (await search('name=panner&limit=1000')).map((i) => i.name);
    expect(typo.length).toBeGreaterThan(0);
    expect(typo.every((n) => n.includes('Paneer'))).toBe(true);
  });

  it('keeps the best first when the page is cut short, wherever it is cut', async () => {
    // 'curd': its own word and Dahi's; 'oil': words, its category, a fragment (Toilet).
    for (const term of ['ban', 'curd', 'oil']) {
      const all = ids(await search(`name=${term}&limit=1000`));
      if (term === 'ban') expect(all).toEqual(await byTheRule('ban'));
      expect(all.length).toBeGreaterThan(1);
      for (let limit = 1; limit <= all.length + 1; limit++) {
        expect(ids(await search(`name=${term}&limit=${limit}`))).toEqual(all.slice(0, limit));
      }
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
