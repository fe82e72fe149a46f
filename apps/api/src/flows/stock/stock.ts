import {
  STOCK_MAX,
  stockMessages,
  type StockMovement,
  type StockMovementBody,
  type StockUnit,
} from '@grofresh/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { publishEvent } from '../../lib/events';
import { changedFields, recordActivity, type Actor } from '../../modules/activity/activity.service';
import {
  applyMovement,
  movementsOf,
  type MovementRow,
} from '../../modules/catalog/stock-movements';
import {
  findStockItem,
  lockUnit,
  saveUnitSettings,
  sellableUnit,
  unitView,
} from '../../modules/catalog/stock-units';
import { tableOrderTokens } from '../../modules/table-orders/table-order-tokens';
import { staffNamesOf } from '../../modules/users/staff-names';

const TABLE_DOCUMENT = 'table:';

/**
 * Movements as the console shows them (docs/product/rules.md#stock): who by name or number (a
 * deleted account as a former staff member, the shop's own as null), and the order by its
 * number or the counter order by its token, each read once for the whole list.
 */
async function movementViews(db: DbOrTx, rows: MovementRow[]): Promise<StockMovement[]> {
  const tableIds = rows.flatMap((r) =>
    r.documentId?.startsWith(TABLE_DOCUMENT) ? [r.documentId.slice(TABLE_DOCUMENT.length)] : [],
  );
  const [names, tokens] = await Promise.all([
    staffNamesOf(
      db,
      rows.map((r) => r.byUserId),
      stockMessages.formerStaff,
    ),
    tableOrderTokens(db, tableIds),
  ]);
  const orderOf = (document: string | null) =>
    document?.startsWith(TABLE_DOCUMENT)
      ? (tokens.get(document.slice(TABLE_DOCUMENT.length)) ?? document)
      : document;
  return rows.map((r) => ({
    _id: r.id,
    variantName: r.variant === '' ? null : r.variant,
    change: r.change,
    reason: r.reason,
    note: r.note,
    orderId: orderOf(r.documentId),
    by: r.byUserId === null ? null : (names.get(r.byUserId) ?? stockMessages.formerStaff),
    at: r.at.toISOString(),
    onHandAfter: r.onHandAfter,
  }));
}

/**
 * POST /ops/stock/movements: a member of staff records stock received, damaged, expired,
 * returned or counted (docs/product/rules.md#stock). One transaction with the unit's row
 * locked, so a sale or another movement at the same moment is never lost; the first movement
 * of a unit starts counting it. A count equal to the one on hand, or a change that would take
 * it below zero, is refused (409) and nothing is written. A unit that falls from above its low
 * mark to at or below it is announced ('stock.low').
 */
export async function recordStockMovement(
  db: Db,
  request: { body: StockMovementBody; actor: Actor; now: Date },
): Promise<{ movement: StockMovement; stock: StockUnit }> {
  const { body, actor, now } = request;
  return db.transaction(async (tx) => {
    const { item, variant } = sellableUnit(await findStockItem(tx, body.itemId), body.variantName);
    const unit = await lockUnit(tx, item.id, variant);
    const change = body.change ?? (body.setTo ?? unit.onHand) - unit.onHand;
    if (change === 0) throw new AppError('CONFLICT', stockMessages.alreadyCount(unit.onHand));
    if (unit.onHand + change < 0) {
      throw new AppError('CONFLICT', stockMessages.belowZero(unit.onHand));
    }
    if (unit.onHand + change > STOCK_MAX) {
      throw new AppError('CONFLICT', stockMessages.aboveMax(unit.onHand));
    }
    const row = await applyMovement(tx, {
      itemId: item.id,
      variant,
      change,
      reason: body.reason,
      note: body.note ?? '',
      byUserId: actor.id,
      at: now,
    });
    if (unit.counted && unit.onHand > unit.lowAt && row.onHandAfter <= unit.lowAt) {
      await publishEvent(tx, { type: 'stock.low', id: item.id });
    }
    const [movement] = await movementViews(tx, [row]);
    const stock = unitView(item, variant, {
      counted: true,
      onHand: row.onHandAfter,
      lowAt: unit.lowAt,
    });
    return { movement: movement!, stock };
  });
}

/**
 * PUT /ops/stock/:itemId: counts a unit or stops counting it, and sets its low mark, recorded
 * in the staff activity when it changes anything. Stopping keeps the number on hand and the
 * history; the unit then sells as it did before counting.
 */
export async function setStockSettings(
  db: Db,
  request: {
    itemId: string;
    body: { variantName?: string; counted: boolean; lowAt?: number };
    actor: Actor;
    now: Date;
  },
): Promise<{ stock: StockUnit }> {
  const { itemId, body, actor, now } = request;
  return db.transaction(async (tx) => {
    const { item, variant } = sellableUnit(await findStockItem(tx, itemId), body.variantName);
    const before = await lockUnit(tx, item.id, variant);
    const row = await saveUnitSettings(
      tx,
      { itemId: item.id, variant, counted: body.counted, lowAt: body.lowAt },
      now,
    );
    const stock = unitView(item, variant, row);
    const changes = changedFields(
      { counted: before.counted, lowAt: before.lowAt },
      { counted: row.counted, lowAt: row.lowAt },
    );
    if (changes) {
      await recordActivity(tx, {
        actor,
        action: 'stock.updated',
        subject: { type: 'item', id: item.id, label: stock.name },
        ...changes,
        at: now,
      });
    }
    return { stock };
  });
}

/** GET /ops/stock/:itemId/movements: every size's movements, newest first (retired too). */
export async function stockHistory(
  db: Db,
  itemId: string,
): Promise<{ movements: StockMovement[] }> {
  const item = await findStockItem(db, itemId);
  if (!item) throw notFound(stockMessages.notSold);
  return { movements: await movementViews(db, await movementsOf(db, item.id)) };
}
