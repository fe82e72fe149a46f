import { PAYMENT_MESSAGES, type Order } from '@grofresh/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import { run, statement } from '../../lib/statement';
import { toAddress } from '../../modules/addresses/addresses.service';
import { announceOrderPlaced } from '../../lib/shop-events';
import { debitRedeemed, ledgerLockKey } from '../../modules/coins/coins.service';
import { findByOrderId, insertOrder } from '../../modules/orders/orders.service';
import type { CardGateway } from '../../modules/payments/gateway/gateway';
import { findAttemptByOrderId } from '../../modules/payments/payments.service';
import { storeNotSetUp } from '../../modules/store/store.service';
import {
  ORDER_NUMBER_USED,
  orderNumberLockKey,
  refusingTakenOrderNumber,
} from '../payments/pay-online';
import { addressIdOf, fingerprintOf, priceOrder, type OrderRequest } from './price-order';
import { checkWithGateway } from '../payments/gateway-status';
import { shopperOrderOf } from '../orders/shopper-orders';
import type { PaymentJobs, PaymentLog } from '../payments/settle-payment';

export const NOT_PAID_YET = 'This order has not been paid yet. Please pay online to place it.';

/**
 * POST /api/orders/create, in one transaction: price every line from the catalog, check the
 * total and the coins, check where it goes, store the order and debit the coins. The same
 * orderId retried by the same shopper returns the first order; nothing is created twice.
 *
 * CCAVENUE: the order is created by its payment (the gateway's callback, the status check or
 * the reconciliation job), so this answers that order once paid, first asking the gateway
 * about a payment still Pending (in its own transaction, before this one takes the ledger
 * lock); unpaid is 409, and so is a payment whose order was refused because its coins were
 * spent meanwhile (with why: it is being refunded). Only a total of zero after coins, with
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
    db.transaction(async (tx) => {
      // The ledger lock also serialises this shopper's orders and payments, which makes the
      // checks race-free; the number's own lock does the same between shoppers. Both in one
      // statement (a select list is evaluated in order); what they guard is read after it.
      await run(tx, takeLocks, [ledgerLockKey(userId), orderNumberLockKey(body.orderId)]);
      const addressId = addressIdOf(body);
      const [claims] = await run(tx, numberClaims, [
        body.orderId,
        userId,
        addressId && isId(addressId) ? addressId : null,
      ]);
      const { existing_user: existingUser, payer, store_set_up: storeSetUp } = claims ?? {};
      if (existingUser) {
        if (existingUser !== userId || claims?.existing_fingerprint !== fingerprint) {
          throw new AppError('CONFLICT', ORDER_NUMBER_USED);
        }
        const existing = await findByOrderId(tx, body.orderId);
        return { order: await shopperOrderOf(tx, existing!), created: false };
      }
      // A number taken by an online payment is that payment's, whatever is asked now.
      if (payer) {
        const paying = payer === userId && body.paymentMethod === 'CCAVENUE';
        if (paying && claims?.payer_refused) {
          throw new AppError('CONFLICT', PAYMENT_MESSAGES.refundedLate);
        }
        throw new AppError('CONFLICT', paying ? NOT_PAID_YET : ORDER_NUMBER_USED);
      }

      // Nothing is sold before an admin has set the store up (read with the claims).
      if (!storeSetUp) throw storeNotSetUp();
      const address = claims?.id ? toAddress(claims as AddressRow) : null;
      const priced = await priceOrder(tx, { userId, body, now, address });
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
 * The shopper's ledger lock, then the number's (a select list is evaluated in order), with the
 * keys `ledgerLock` (coins.service) and `orderNumberLock` (pay-online) take.
 */
const takeLocks = statement(
  'place_order_locks',
  'select pg_advisory_xact_lock(hashtext($1)), pg_advisory_xact_lock(hashtext($2))',
);

type AddressRow = Parameters<typeof toAddress>[0];

/**
 * Who holds an order number (a placed order, or the shopper of an online payment's attempt),
 * the shopper's own address the order names ($3, null for none), and whether the store is set
 * up, read in one round trip after the locks. The address's columns are named as the addresses table's rows.
 */
const numberClaims = statement<
  {
    existing_user: string | null;
    existing_fingerprint: string | null;
    payer: string | null;
    payer_refused: string | null;
    store_set_up: boolean;
  } & {
    [K in keyof AddressRow]: AddressRow[K] | null;
  }
>(
  'order_number_claims',
  `select o.user_id as existing_user, o.fingerprint as existing_fingerprint, p.user_id as payer,
     p.order_refused as payer_refused,
     exists (select 1 from store_settings) as store_set_up,
     a.id, a.user_id as "userId", a.type, a.flat, a.floor, a.locality, a.landmark, a.city,
     a.zip, a.name, a.phone, a.lat, a.lon, a.created_at as "createdAt", a.updated_at as "updatedAt"
   from (select 1) as asked
   left join orders o on o.order_id = $1
   left join payment_attempts p on p.order_id = $1
   left join addresses a on a.id = $3::uuid and a.user_id = $2::uuid`,
);
