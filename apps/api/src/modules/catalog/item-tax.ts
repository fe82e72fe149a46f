import { DEFAULT_GST_RATE, isGstRate, type GstRate } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { anyOf } from './catalog.sql';
import { items } from './catalog.table';

/**
 * Items' HSN codes and GST rates as they are now, for an invoice to copy
 * (docs/product/rules.md#gst-invoices): an item without a rate is taxed at the standard rate.
 */
export async function taxDataOf(
  db: DbOrTx,
  itemIds: string[],
): Promise<Map<string, { hsn: string | null; gstRate: GstRate }>> {
  const wanted = [...new Set(itemIds)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: items.id, hsn: items.hsn, gstRate: items.gstRate })
    .from(items)
    .where(anyOf(items.id, wanted));
  return new Map(
    rows.map((r) => [
      r.id,
      { hsn: r.hsn, gstRate: isGstRate(r.gstRate) ? r.gstRate : DEFAULT_GST_RATE },
    ]),
  );
}
