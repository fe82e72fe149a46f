import {
  canMoveTableOrder,
  paidByOnCompletion,
  tableOrderMessages,
  tableOrderMoveRefusal,
  type StaffTableOrder,
  type TableOrderStatus,
} from '@grofresh/contracts';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { publishEvent } from '../../lib/events';
import { recordActivity, type Actor } from '../../modules/activity/activity.service';
import { releaseStock, tableOrderDocument } from '../../modules/catalog/stock-hold';
import { coinRef, creditOnce } from '../../modules/coins/coins.service';
import {
  findTableOrder,
  saveTableOrderChange,
} from '../../modules/table-orders/table-orders.service';
import { recordCounterCompletion } from '../books/document-entries';
import { issueTableOrderInvoice } from '../invoices/issue-invoice';
import { staffTableOrderOf } from './staff-view';
import { labelOf } from './staff-edits';

/**
 * PUT /api/table-orders/:id/status: staff move a table order along `tableOrderTransitions`
 * under its row lock, with one activity record. Completing credits its Grocoins once (the
 * ledger's ref is the last guard); cancelling (refusing) gives its counted stock back, once
 * (docs/product/rules.md#stock). Asking for the status it has changes nothing.
 */
export async function moveTableOrder(
  db: Db,
  request: { id: string; status: TableOrderStatus; actor: Actor; now: Date },
): Promise<{ message: string; order: StaffTableOrder }> {
  const { status: to, actor, now } = request;
  return db.transaction(async (tx) => {
    const row = await findTableOrder(tx, request.id, undefined, { forUpdate: true });
    if (!row) throw notFound(tableOrderMessages.notFound);
    if (row.status === to) {
      return { message: tableOrderMessages.updated, order: await staffTableOrderOf(tx, row) };
    }
    if (!canMoveTableOrder('staff', row.status, to)) {
      throw new AppError('CONFLICT', tableOrderMoveRefusal(row.status, to));
    }
    // A completion records how it was paid, for the shopper's receipt.
    const paid =
      to === 'COMPLETED' ? { paidBy: paidByOnCompletion(row.status), completedAt: now } : {};
    const saved = await saveTableOrderChange(tx, row.id, { status: to, updatedAt: now, ...paid });
    if (to === 'CANCELLED') await releaseStock(tx, tableOrderDocument(row.id), now);
    if (to === 'COMPLETED' && row.earnedCoins > 0) {
      await creditOnce(tx, {
        userId: row.userId,
        coins: row.earnedCoins,
        kind: 'EARNED',
        ref: coinRef.tableOrder(row.id),
        description: `Earned on table order ${row.token}`,
        at: now,
      });
    }
    // Its invoice (docs/product/rules.md#gst-invoices), numbered before the books day's lock.
    if (to === 'COMPLETED') await issueTableOrderInvoice(tx, saved, now);
    if (saved.paidBy && to === 'COMPLETED') {
      await recordCounterCompletion(tx, saved, { method: saved.paidBy, actor, now });
    }
    const order = await staffTableOrderOf(tx, saved);
    await recordActivity(tx, {
      actor,
      action: 'table-order.updated',
      subject: { type: 'table-order', id: row.id, label: labelOf(row, order.customer.phone) },
      before: { status: row.status },
      after: { status: to },
      at: now,
    });
    await publishEvent(tx, { type: 'table-order.updated', id: row.id, userId: row.userId });
    return { message: tableOrderMessages.updated, order };
  });
}
