import { itemSchema, type Item } from '@grofresh/contracts';

/**
 * Each item's JSON as the answer sends it, made once per item object: the search index's items
 * live until the catalog changes, so a search answer is its items' kept JSON joined, not a
 * fresh check and serialisation of up to 1,000 items (bench/results/search-goals.md). Items
 * read afresh from the database are new objects and are serialised each time, as before.
 */
const kept = new WeakMap<Item, string>();

export function itemJson(item: Item): string {
  let json = kept.get(item);
  if (json === undefined) {
    json = JSON.stringify(itemSchema.parse(item));
    kept.set(item, json);
  }
  return json;
}

/** `JSON.stringify(itemsResponseSchema.parse({ items }))`, byte for byte. */
export const itemsAnswer = (items: Item[]): Buffer =>
  Buffer.from(`{"items":[${items.map(itemJson).join(',')}]}`);
