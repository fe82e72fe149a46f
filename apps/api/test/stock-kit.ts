import type pg from 'pg';

/**
 * Stock for API tests (docs/product/rules.md#stock): counts one item (without sizes) and reads
 * back what it has on hand and its history of movements.
 */
export function stockKit(pool: pg.Pool, itemId: string) {
  /** Counts the item with `onHand` left; its history starts again from there. */
  async function stockOf(onHand: number, lowAt = 2) {
    await pool.query('delete from stock_movements where item_id = $1', [itemId]);
    await pool.query(
      `insert into stock_units (item_id, variant, on_hand, low_at) values ($1, '', $2, $3)
       on conflict (item_id, variant) do update set on_hand = $2, low_at = $3, counted = true`,
      [itemId, onHand, lowAt],
    );
  }
  const onHand = async () =>
    (await pool.query('select on_hand from stock_units where item_id = $1', [itemId])).rows[0]
      .on_hand as number;
  const moved = async () =>
    (
      await pool.query<{
        change: number;
        reason: string;
        document_id: string;
        on_hand_after: number;
      }>(
        `select change, reason, document_id, on_hand_after from stock_movements
         where item_id = $1 order by at, on_hand_after desc`,
        [itemId],
      )
    ).rows;
  const sumOf = (rows: { change: number }[]) => rows.reduce((sum, row) => sum + row.change, 0);
  return { stockOf, onHand, moved, sumOf };
}
