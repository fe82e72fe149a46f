import { itemCreateSchema, type OpsItem } from '@grofresh/contracts';
import { isId } from '../../lib/ids';
import type { CsvColumn, CsvRow } from './items-csv';
import { normalizeCategories, type CategoryRef, type ItemFields } from './item-writes.service';

/** The picture of an imported new item without one. */
export const DEFAULT_ITEM_IMAGE = '/media/emoji/shopping-bags.svg';

/** Which CSV column a field of the item comes from, to name it in a row's error. */
const columnOf: Record<string, CsvColumn> = {
  name: 'name',
  description: 'description',
  image: 'image',
  price: 'price',
  discountPrice: 'discountPrice',
  isAvailable: 'available',
  variants: 'variants',
  category: 'categories',
  hsn: 'hsn',
  gstRate: 'gstRate',
};

export type RowResult =
  | { kind: 'create'; fields: ItemFields }
  | { kind: 'update'; current: OpsItem; fields: ItemFields }
  | { kind: 'error'; message: string };

const fail = (message: string, column: CsvColumn): RowResult => ({
  kind: 'error',
  message: `${message} (${column})`,
});

/** '' is no number at all; anything else must read as one. */
const numberOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text.trim());

const parts = (text: string) =>
  text
    .split('|')
    .map((p) => p.trim())
    .filter(Boolean);

export interface RowContext {
  categoriesByName: Map<string, CategoryRef>;
  /** Items the file names by id, locked for this import. */
  existing: Map<string, OpsItem>;
  /** Ids already seen, with the line that named them first. */
  seen: Map<string, number>;
}

/** One CSV row as an item to create or update, or what is wrong with it. */
export function rowToItem({ line, cells }: CsvRow, ctx: RowContext): RowResult {
  const id = cells.id.trim().toLowerCase();
  let current: OpsItem | undefined;
  if (id) {
    current = isId(id) ? ctx.existing.get(id) : undefined;
    if (!current) return fail('No item has this id', 'id');
    if (current.retired) return fail('This item is retired; restore it first', 'id');
    const first = ctx.seen.get(id);
    if (first !== undefined) return fail(`This item is on line ${first} already`, 'id');
    ctx.seen.set(id, line);
  }

  const available = cells.available.trim().toLowerCase();
  if (available !== 'yes' && available !== 'no') return fail('Write yes or no', 'available');

  const categoryIds: string[] = [];
  for (const name of parts(cells.categories)) {
    const category = ctx.categoriesByName.get(name.toLowerCase());
    if (!category) return fail(`There is no category called ${name}`, 'categories');
    // A category retired since the item was filed under it may stay; it cannot be added.
    if (category.retired && !current?.category.includes(category.id)) {
      return fail(`The category ${category.name} is retired`, 'categories');
    }
    categoryIds.push(category.id);
  }

  const variants = [];
  for (const text of parts(cells.variants)) {
    const match = /^(.*):([^:]*):([^:]*)$/.exec(text);
    if (!match) return fail('Write each variant as name:price:discountPrice', 'variants');
    variants.push({
      value: match[1],
      price: numberOf(match[2]!),
      discountPrice: numberOf(match[3]!),
    });
  }

  const image = cells.image.trim() || (current ? current.image : DEFAULT_ITEM_IMAGE);
  const parsed = itemCreateSchema.safeParse({
    name: cells.name,
    description: cells.description,
    image,
    price: numberOf(cells.price),
    discountPrice: numberOf(cells.discountPrice) ?? 0,
    isAvailable: available === 'yes',
    variants,
    category: categoryIds,
    // Empty: not set (docs/product/rules.md#gst-invoices); the schema words a bad value.
    hsn: cells.hsn.trim() === '' ? null : cells.hsn.trim(),
    gstRate: cells.gstRate.trim() === '' ? null : Number(cells.gstRate.trim().replace(/%$/, '')),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return fail(issue.message, columnOf[String(issue.path[0])] ?? 'name');
  }
  const fields = { ...parsed.data, category: normalizeCategories(parsed.data.category) };
  return current ? { kind: 'update', current, fields } : { kind: 'create', fields };
}
