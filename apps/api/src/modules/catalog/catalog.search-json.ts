import { itemSchema, type Item } from '@grofresh/contracts';

/**
 * Each item's JSON as the answer sends it, made once per item object, as bytes: the search
 * index's items live until the catalog changes, so a search answer is its items' kept bytes
 * joined, not a fresh check, serialisation and encoding of up to 1,000 items
 * (bench/results/search-goals.md). Items read afresh from the database are new objects and
 * are serialised each time, as before.
 */
const kept = new WeakMap<Item, Buffer>();

/** The item's JSON with a comma before it, as every item but an answer's first is sent. */
function listed(item: Item): Buffer {
  let json = kept.get(item);
  if (json === undefined) {
    json = Buffer.from(`,${JSON.stringify(itemSchema.parse(item))}`);
    kept.set(item, json);
  }
  return json;
}

const OPEN = Buffer.from('{"items":[');
const CLOSE = Buffer.from(']}');

/** `JSON.stringify(itemsResponseSchema.parse({ items }))`, byte for byte. */
export function itemsAnswer(items: Item[]): Buffer {
  const parts: Buffer[] = [OPEN];
  for (const item of items) parts.push(listed(item));
  if (items.length > 0) parts[1] = parts[1]!.subarray(1);
  parts.push(CLOSE);
  return Buffer.concat(parts);
}
