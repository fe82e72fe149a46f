import { itemSchema, MAX_LINE_QUANTITY, variantSchema } from '@grofresh/contracts';
import { cartKey, type CartEntries, type CartEntry } from './cart-entries';

// Checked with the catalog's own schemas, so this module (and zod) loads only when a stored
// cart is there to read, after the first paint (cart-store.ts).
const nullableVariant = variantSchema.nullable();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A line saved before stock was counted has no `inStock` on its item or sizes: it counts as the
 * owner's switch said (and the catalog's next answer replaces it), rather than being dropped.
 */
function withStockFields(value: unknown): unknown {
  if (!isRecord(value)) return value;
  return {
    ...value,
    inStock: value.inStock ?? value.availability,
    variants: Array.isArray(value.variants) ? value.variants.map(sizeInStock) : value.variants,
    selectedVariant: sizeInStock(value.selectedVariant ?? null),
  };
}

const sizeInStock = (size: unknown): unknown =>
  isRecord(size) && size.inStock === undefined ? { ...size, inStock: true } : size;

/**
 * Reads what localStorage holds. Anything unreadable (an older format, a hand edit) is
 * dropped entry by entry rather than emptying the whole cart.
 */
export function parseCart(raw: string | null): CartEntries {
  if (!raw) return {};
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const entries: CartEntries = {};
  for (const saved of Object.values(stored)) {
    const value = withStockFields(saved);
    const item = itemSchema.safeParse(value);
    const quantity: unknown = (value as { quantity?: unknown }).quantity;
    const variant = nullableVariant.safeParse(
      (value as { selectedVariant?: unknown }).selectedVariant ?? null,
    );
    if (!item.success || !variant.success) continue;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) continue;
    const entry: CartEntry = {
      ...item.data,
      // A cart saved before the limit existed could hold more than the server accepts.
      quantity: Math.min(quantity, MAX_LINE_QUANTITY),
      selectedVariant: variant.data,
    };
    if ((value as { noLongerSold?: unknown }).noLongerSold === true) entry.noLongerSold = true;
    const refused: unknown = (value as { leftWhenRefused?: unknown }).leftWhenRefused;
    if (typeof refused === 'number' && Number.isInteger(refused) && refused >= 0) {
      entry.leftWhenRefused = refused;
    }
    entries[cartKey(entry._id, entry.selectedVariant)] = entry;
  }
  return entries;
}
