import {
  storeDate,
  tableOrderMessages,
  tableOrderTakesLines,
  tableOrderToken,
  toRupees,
  type StaffTableOrder,
  type addTableOrderLinesBodySchema,
  type createTableOrderBodySchema,
} from '@grofresh/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { publishEvent } from '../../lib/events';
import { recordActivity, type Actor } from '../../modules/activity/activity.service';
import { holdStock, tableOrderDocument } from '../../modules/catalog/stock-hold';
import { sellStock } from '../../modules/catalog/stock-sell';
import {
  findTableOrder,
  insertTableOrder,
  insertTableOrderLines,
  linesOf,
  nextNumberOfDay,
  nextPositions,
  saveLineQuantity,
  saveTableOrderChange,
  type NewTableOrderLine,
  type TableOrderRow,
} from '../../modules/table-orders/table-orders.service';
import { findOrCreateUser } from '../../modules/users/users.service';
import { staffTableOrderOf } from './staff-view';
import { priceTableLines, totalsOf, type PricedLine } from './pricing';

type CreateBody = z.output<typeof createTableOrderBodySchema>;
type LinesBody = z.output<typeof addTableOrderLinesBodySchema>;

/** How the activity log names a table order: its token, table and shopper. */
export const labelOf = (row: TableOrderRow, phone: string) =>
  row.tableNo ? `${row.token} · table ${row.tableNo} · ${phone}` : `${row.token} · ${phone}`;

const described = (lines: PricedLine[]) =>
  lines.map(
    (l) =>
      `${l.quantity} × ${l.name}${l.variantName ? ` (${l.variantName})` : ''}${l.kind === 'PICK_UP' ? ' to pick up' : ''}`,
  );

/**
 * POST /api/table-orders: staff open a table order for a shopper's phone number (the shopper
 * is created if new), priced from the catalog, in one transaction: its token is the next
 * number of the store day, taken under that day's lock. It takes its counted stock
 * (docs/product/rules.md#stock): a line asking for more than is left is 409 OUT_OF_STOCK and
 * nothing is created.
 */
export async function createTableOrder(
  db: Db,
  request: { body: CreateBody; actor: Actor; now: Date },
): Promise<{ order: StaffTableOrder }> {
  const { body, actor, now } = request;
  return db.transaction(async (tx) => {
    const lines = await priceTableLines(tx, body);
    const user = await findOrCreateUser(tx, body.phone);
    const day = storeDate(now);
    const number = await nextNumberOfDay(tx, day);
    const row = await insertTableOrder(tx, {
      userId: user.id,
      storeDate: day,
      number,
      token: tableOrderToken(number),
      tableNo: body.tableNo || null,
      ...totalsOf(lines),
      createdAt: now,
      updatedAt: now,
    });
    const positions = nextPositions([]);
    await insertTableOrderLines(
      tx,
      lines.map((l) => ({ ...l, orderId: row.id, position: positions[l.kind]++ })),
    );
    // A new row: no other transaction can hold stock for it yet.
    await sellStock(tx, tableOrderDocument(row.id), lines, now);
    await recordActivity(tx, {
      actor,
      action: 'table-order.created',
      subject: { type: 'table-order', id: row.id, label: labelOf(row, user.phone) },
      after: {
        token: row.token,
        tableNo: row.tableNo,
        status: row.status,
        totalAmount: toRupees(row.totalPaise),
        lines: described(lines),
      },
      at: now,
    });
    await publishEvent(tx, { type: 'table-order.updated', id: row.id, userId: user.id });
    return { order: await staffTableOrderOf(tx, row) };
  });
}

/**
 * POST /api/ops/table-orders/:id/lines: more dine-in or pick-up lines while the kitchen or
 * the counter still has the order, under its row lock. A line of an item, variant and price
 * the order already has adds to that line's quantity. The order then holds the stock of all its
 * lines: the difference is taken, or it is 409 OUT_OF_STOCK and nothing is added.
 */
export async function addTableOrderLines(
  db: Db,
  request: { id: string; body: LinesBody; actor: Actor; now: Date },
): Promise<{ message: string; order: StaffTableOrder }> {
  const { body, actor, now } = request;
  return db.transaction(async (tx) => {
    const row = await findTableOrder(tx, request.id, undefined, { forUpdate: true });
    if (!row) throw notFound(tableOrderMessages.notFound);
    if (!tableOrderTakesLines(row.status)) {
      throw new AppError('CONFLICT', tableOrderMessages.closedForLines);
    }
    const added = await priceTableLines(tx, body);
    const lines = (await linesOf(tx, [row.id])).get(row.id) ?? [];
    const positions = nextPositions(lines);
    const fresh: NewTableOrderLine[] = [];
    for (const line of added) {
      const same = lines.find(
        (l) =>
          l.kind === line.kind &&
          l.itemId === line.itemId &&
          l.variantName === line.variantName &&
          l.unitPricePaise === line.unitPricePaise,
      );
      if (same) {
        same.quantity += line.quantity;
        same.lineTotalPaise = same.unitPricePaise * same.quantity;
        await saveLineQuantity(tx, same);
      } else {
        fresh.push({ ...line, orderId: row.id, position: positions[line.kind]++ });
      }
    }
    await insertTableOrderLines(tx, fresh);
    await holdStock(tx, tableOrderDocument(row.id), [...lines, ...fresh], now);
    const saved = await saveTableOrderChange(tx, row.id, {
      ...totalsOf([...lines, ...fresh]),
      updatedAt: now,
    });
    const order = await staffTableOrderOf(tx, saved);
    await recordActivity(tx, {
      actor,
      action: 'table-order.lines-added',
      subject: { type: 'table-order', id: row.id, label: labelOf(row, order.customer.phone) },
      before: { totalAmount: toRupees(row.totalPaise) },
      after: { totalAmount: toRupees(saved.totalPaise), lines: described(added) },
      at: now,
    });
    await publishEvent(tx, { type: 'table-order.updated', id: row.id, userId: row.userId });
    return { message: tableOrderMessages.linesAdded, order };
  });
}
