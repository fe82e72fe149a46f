import { itemSchema, MAX_LINE_QUANTITY, variantSchema } from '@grofresh/contracts';
import { cartKey, type CartEntries, type CartEntry } from './cart-entries';

// Checked with the catalog's own schemas, so this module (and zod) loads only when a stored
// cart is there to read, after the first paint (cart-store.ts).
const nullableVariant = variantSchema.nullable();

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
  for (const value of Object.values(stored)) {
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
    entries[cartKey(entry._id, entry.selectedVariant)] = entry;
  }
  return entries;
}
