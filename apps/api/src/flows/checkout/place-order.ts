import { randomUUID } from 'node:crypto';
import { refusedOrderMessage, type Order } from '@grofresh/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { announceOrderPlaced } from '../../lib/shop-events';
import { orderDocument } from '../../modules/catalog/stock-hold';
import { stockSale } from '../../modules/catalog/stock-sell';
import { redeemedDebit } from '../../modules/coins/coins.service';
import { findByOrderId, orderInsert } from '../../modules/orders/orders.service';
import { commitStep, runTogether } from '../../lib/statement';
import { transaction } from '../../lib/transaction';
import type { CardGateway } from '../../modules/payments/gateway/gateway';
import { findAttemptByOrderId } from '../../modules/payments/payments.service';
import { storeNotSetUp } from '../../modules/store/store.service';
import { claimOrderNumber, ORDER_NUMBER_USED, refusingTakenOrderNumber } from './order-number';
import {
  addressIdOf,
  cartPrices,
  fingerprintOf,
  priceOrder,
  type OrderRequest,
} from './price-order';
import { checkWithGateway } from '../payments/gateway-status';
import { shopperOrderOf } from '../orders/shopper-orders';
import type { PaymentJobs, PaymentLog } from '../payments/settle-payment';

export const NOT_PAID_YET = 'This order has not been paid yet. Please pay online to place it.';

/**
 * POST /api/orders/create, in one transaction: price every line from the catalog, check the
 * total and the coins, check where it goes, store the order, take its counted stock and
 * debit the coins. The same
 * orderId retried by the same shopper returns the first order; nothing is created twice.
 *
 * CCAVENUE: the order is created by its payment (the gateway's callback, the status check or
 * the reconciliation job), so this answers that order once paid, first asking the gateway
 * about a payment still Pending (in its own transaction, before this one takes the ledger
 * lock); unpaid is 409, and so is a payment whose order was refused because its coins were
 * spent or its items sold out meanwhile (with why: it is being refunded). Only a total of zero after coins, with
 * nothing to pay, is placed here.
 */
export async function placeOrder(
  db: Db,
  request: { userId: string; body: OrderRequest; now: Date },
  payments: { gateway: CardGateway | null; jobs: PaymentJobs; log: PaymentLog },
): Promise<{ order: Order; created: boolean }> {
  const { userId, body, now } = request;
  if (body.paymentMethod === 'CCAVENUE') {
    const attempt = await findAttemptByOrderId(db, body.orderId);
    if (attempt?.userId === userId) {
      await checkWithGateway(db, payments, attempt, now);
    }
  }
  const fingerprint = fingerprintOf(body);
  const placed = await refusingTakenOrderNumber(() =>
    transaction(db, async (tx) => {
      // The ledger lock, then the number's; what they guard is read after them, with the
      // cart's prices, in one round trip.
      const claims = await claimOrderNumber(
        tx,
        { userId, orderId: body.orderId, addressId: addressIdOf(body) },
        cartPrices(body),
      );
      if (claims.order) {
        if (claims.order.userId !== userId || claims.order.fingerprint !== fingerprint) {
          throw new AppError('CONFLICT', ORDER_NUMBER_USED);
        }
        const existing = await findByOrderId(tx, body.orderId);
        return { order: await shopperOrderOf(tx, existing!), created: false };
      }
      // A number taken by an online payment is that payment's, whatever is asked now.
      if (claims.payment) {
        const paying = claims.payment.userId === userId && body.paymentMethod === 'CCAVENUE';
        if (paying && claims.payment.refused) {
          throw new AppError('CONFLICT', refusedOrderMessage(claims.payment.refused));
        }
        throw new AppError('CONFLICT', paying ? NOT_PAID_YET : ORDER_NUMBER_USED);
      }

      // Nothing is sold before an admin has set the store up (read with the claims).
      if (!claims.storeSetUp) throw storeNotSetUp();
      const { address, alongside: catalog } = claims;
      const priced = await priceOrder(tx, { userId, body, now, address, catalog });
      if (body.paymentMethod === 'CCAVENUE' && priced.totalPaise > 0) {
        throw new AppError('CONFLICT', NOT_PAID_YET);
      }
      // The order, its counted units, its coins and the commit, in one round trip
      // (docs/product/rules.md#stock): a line asking for more than is left is 409
      // OUT_OF_STOCK, and the commit behind it ends the transaction with nothing created. The
      // units' row locks, which every order of them waits for, are held from the sale to the
      // commit only (bench/results/orders.md).
      const id = randomUUID();
      const [order] = await runTogether(
        tx,
        orderInsert(
          {
            id,
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
        ),
        stockSale(orderDocument(body.orderId), priced.lines, now),
        redeemedDebit({
          userId,
          orderRef: id,
          orderId: body.orderId,
          coins: priced.redeemedCoins,
          at: now,
        }),
        commitStep,
      );
      return { order, created: true };
    }),
  );
  if (placed.created) announceOrderPlaced({ db, paymentMethod: placed.order.paymentMethod });
  return placed;
}
