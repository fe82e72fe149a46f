import type { Order } from '@grofresh/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database';
import { AppError } from '../lib/app-error';
import { announceOrderPlaced } from '../lib/shop-events';
import { debitRedeemed, ledgerLock } from '../modules/coins/coins.service';
import { insertOrder, withLines } from '../modules/orders/orders.service';
import { orders } from '../modules/orders/orders.table';
import type { CardGateway } from '../modules/payments/gateway/gateway';
import { findAttemptByOrderId } from '../modules/payments/payments.service';
import { paymentAttempts } from '../modules/payments/payments.table';
import { ORDER_NUMBER_USED, orderNumberLock, refusingTakenOrderNumber } from './pay-online';
import { fingerprintOf, priceOrder, type OrderRequest } from './price-order';
import { checkWithGateway, type PaymentLog } from './settle-payment';

export const NOT_PAID_YET = 'This order has not been paid yet. Please pay online to place it.';

/**
 * POST /api/orders/create, in one transaction: price every line from the catalog, check the
 * total and the coins, check where it goes, store the order and debit the coins. The same
 * orderId retried by the same shopper returns the first order; nothing is created twice.
 *
 * CCAVENUE: the order is created by its payment (the gateway's callback, the status check or
 * the reconciliation job), so this answers that order once paid, first asking the gateway
 * about a payment still Pending (in its own transaction, before this one takes the ledger
 * lock); unpaid is 409. Only a total of zero after coins, with nothing to pay, is placed here.
 */
export async function placeOrder(
  db: Db,
  request: { userId: string; body: OrderRequest; now: Date },
  payments: { gateway: CardGateway | null; log: PaymentLog },
): Promise<{ order: Order; created: boolean }> {
  const { userId, body, now } = request;
  if (body.paymentMethod === 'CCAVENUE') {
    const attempt = await findAttemptByOrderId(db, body.orderId);
    if (attempt?.userId === userId) {
      await checkWithGateway(db, payments.gateway, attempt, now, payments.log);
    }
  }
  const fingerprint = fingerprintOf(body);
  const placed = await refusingTakenOrderNumber(() =>
    db.transaction(async (tx) => {
      // The ledger lock also serialises this shopper's orders and payments, which makes the
      // checks race-free; the number's own lock does the same between shoppers. Both in one
      // statement (a select list is evaluated in order); what they guard is read after it.
      await tx.execute(sql`select ${ledgerLock(userId)}, ${orderNumberLock(body.orderId)}`);
      const { existing, payer } = await claimsOn(tx, body.orderId);
      if (existing) {
        if (existing.userId !== userId || existing.fingerprint !== fingerprint) {
          throw new AppError('CONFLICT', ORDER_NUMBER_USED);
        }
        return { order: await withLines(tx, existing), created: false };
      }
      // A number taken by an online payment is that payment's, whatever is asked now.
      if (payer) {
        const paying = payer === userId && body.paymentMethod === 'CCAVENUE';
        throw new AppError('CONFLICT', paying ? NOT_PAID_YET : ORDER_NUMBER_USED);
      }

      const priced = await priceOrder(tx, { userId, body, now });
      if (body.paymentMethod === 'CCAVENUE' && priced.totalPaise > 0) {
        throw new AppError('CONFLICT', NOT_PAID_YET);
      }
      const order = await insertOrder(
        tx,
        {
          orderId: body.orderId,
          userId,
          deliveryType: body.deliveryType,
          paymentMethod: body.paymentMethod,
          subtotalPaise: priced.subtotalPaise,
          redeemedCoins: priced.redeemedCoins,
          earnedCoins: priced.earnedCoins,
          totalPaise: priced.totalPaise,
          address: priced.address,
          pickUpAt: priced.pickUpAt,
          fingerprint,
          createdAt: now,
          updatedAt: now,
        },
        priced.lines,
      );
      if (priced.redeemedCoins > 0) {
        await debitRedeemed(tx, {
          userId,
          orderRef: order._id,
          orderId: order.orderId,
          coins: priced.redeemedCoins,
          at: now,
        });
      }
      return { order, created: true };
    }),
  );
  if (placed.created) announceOrderPlaced({ db, paymentMethod: placed.order.paymentMethod });
  return placed;
}

/**
 * Who holds an order number: a placed order, or the shopper of an online payment's attempt.
 * Named, so that each connection plans it once.
 */
async function claimsOn(tx: DbOrTx, orderId: string) {
  const [claims] = await tx
    .select({ existing: orders, payer: paymentAttempts.userId })
    .from(sql`(select 1) as asked`)
    .leftJoin(orders, eq(orders.orderId, orderId))
    .leftJoin(paymentAttempts, eq(paymentAttempts.orderId, orderId))
    .prepare('order_number_claims')
    .execute();
  return { existing: claims?.existing ?? null, payer: claims?.payer ?? null };
}
