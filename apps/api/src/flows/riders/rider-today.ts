import { storeDate, toRupees, type RiderOrder, type RiderToday } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { linesOf, type OrderRow } from '../../modules/orders/orders.service';
import { riderOpenOrders } from '../../modules/orders/rider-orders';
import { riderMilkRun } from '../../modules/subscriptions/milk-run.queries';
import { phonesOf } from '../../modules/users/users.service';
import { orderPaymentStates } from '../books/payment-states';

/**
 * Orders as a rider's phone shows them (docs/product/rules.md#riders): where, whom to call (the
 * address's number, else the shopper's), what to hand over and the cash to collect, which is
 * what a cash-on-delivery order still owes in the books (a card or UPI order owes nothing).
 */
export async function riderOrdersOf(db: DbOrTx, rows: OrderRow[]): Promise<RiderOrder[]> {
  if (rows.length === 0) return [];
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  const phones = await phonesOf(
    db,
    rows.map((r) => r.userId),
  );
  const states = await orderPaymentStates(db, rows);
  return rows.map((row, i) => ({
    _id: row.id,
    orderId: row.orderId,
    status: row.status,
    paymentMethod: row.paymentMethod,
    address: row.address ?? null,
    phone: row.address?.phone || phones.get(row.userId) || '',
    items: (lines.get(row.id) ?? []).map((l) => ({
      name: l.name,
      variantName: l.variantName,
      quantity: l.quantity,
    })),
    totalAmount: toRupees(row.totalPaise),
    collect: row.paymentMethod === 'COD' ? states[i]!.due : 0,
    outForDeliveryAt: row.outForDeliveryAt?.toISOString() ?? null,
  }));
}

/**
 * GET /api/rider/today: the rider's own open orders, oldest first, and the store day's milk run
 * in walking order (every rider carries the whole run: milk is not given to one rider yet).
 */
export async function riderToday(db: DbOrTx, riderId: string, now: Date): Promise<RiderToday> {
  const date = storeDate(now);
  const orders = await riderOrdersOf(db, await riderOpenOrders(db, riderId));
  return { orders, milk: { date, deliveries: await riderMilkRun(db, date) } };
}
