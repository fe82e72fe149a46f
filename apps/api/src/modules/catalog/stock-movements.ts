import { sql } from 'drizzle-orm';
import type { MovementReason, StockReason } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';

/** A movement as stored; who and which document are named by the flow. */
export type MovementRow = {
  id: string;
  variant: string;
  change: number;
  reason: MovementReason;
  note: string;
  documentId: string | null;
  byUserId: string | null;
  at: Date;
  onHandAfter: number;
};

const movementColumns = sql.raw(`id, variant, change, reason, note, document_id as "documentId",
  by_user_id as "byUserId", at, on_hand_after as "onHandAfter"`);

const asMovement = (row: MovementRow): MovementRow => ({ ...row, at: new Date(row.at) });

/**
 * A staff member's movement of a unit locked by `lockUnit` (docs/product/rules.md#stock): the
 * number on hand changes by `change`, the unit is counted from now on, and the movement is
 * written with the number it left, in one statement. The caller has checked the change keeps
 * the count between 0 and STOCK_MAX.
 */
export async function applyMovement(
  tx: DbOrTx,
  movement: {
    itemId: string;
    variant: string;
    change: number;
    reason: StockReason;
    note: string;
    byUserId: string;
    at: Date;
  },
): Promise<MovementRow> {
  const { itemId, variant, change, reason, note, byUserId, at } = movement;
  const { rows } = await tx.execute<MovementRow>(sql`
    with changed as (
      update stock_units set counted = true, on_hand = on_hand + ${change}, updated_at = ${at}
      where item_id = ${itemId} and variant = ${variant}
      returning item_id, variant, on_hand
    )
    insert into stock_movements
      (item_id, variant, change, reason, note, by_user_id, on_hand_after, at)
    select item_id, variant, ${change}, ${reason}, ${note}, ${byUserId}, on_hand, ${at}
    from changed
    returning ${movementColumns}`);
  return asMovement(rows[0]!);
}

/** How many movements an item's history shows. */
export const MOVEMENTS_SHOWN = 200;

/**
 * An item's movements, every size's, newest first: in the order they were written (`seq`), so
 * two of one instant (a sale and its give-back) still read in order.
 */
export async function movementsOf(db: DbOrTx, itemId: string): Promise<MovementRow[]> {
  const { rows } = await db.execute<MovementRow>(sql`
    select ${movementColumns} from stock_movements where item_id = ${itemId}
    order by seq desc limit ${MOVEMENTS_SHOWN}`);
  return rows.map(asMovement);
}
