import { randomUUID } from 'node:crypto';
import {
  MAX_OPEN_CARD_PAYMENTS,
  OPEN_CARD_PAYMENTS_MESSAGE,
  PAYMENT_ATTEMPT_TTL_MINUTES,
  type orderPaymentBodySchema,
  type InitiatePaymentResponse,
  type PaymentClient,
} from '@grofresh/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database';
import { AppError, rateLimited } from '../../lib/app-error';
import { orderDocument } from '../../modules/catalog/stock-hold';
import { sellStock } from '../../modules/catalog/stock-sell';
import { debitRedeemed } from '../../modules/coins/coins.service';
import type { CardGateway } from '../../modules/payments/gateway/gateway';
import {
  findAttemptByOrderId,
  insertAttempt,
  openAttemptsOf,
  type AttemptRow,
  type OrderPaymentDraft,
} from '../../modules/payments/payments.service';
import { storeNotSetUp } from '../../modules/store/store.service';
import { phonesOf } from '../../modules/users/users.service';
import { claimOrderNumber, ORDER_NUMBER_USED, refusingTakenOrderNumber } from './order-number';
import {
  addressIdOf,
  cartPrices,
  fingerprintOf,
  priceOrder,
  type PricedOrder,
} from './price-order';

type InitiateBody = z.output<typeof orderPaymentBodySchema>;

export const ONLINE_PAYMENT_OFF =
  'Online payment is not available. Please choose another way to pay.';
export const NOTHING_TO_PAY = 'Nothing to pay online: place the order directly.';

/** Where the gateway sends the browser back: the same URL whatever the outcome. */
export const callbackUrl = (origin: string, client: PaymentClient) =>
  `${origin}/api/payments/ccAvenue/callback/${client}`;

/**
 * POST /api/payments/ccAvenue/web, in one transaction under the shopper's ledger lock: the
 * order is priced exactly as `orders/create` prices it, its coins and counted stock are held
 * (the ledger row and the stock's movements already name the order-to-be), and the priced draft is kept with the attempt, so a paid
 * order never depends on the browser coming back. The same request again (a lost answer)
 * answers the same encrypted request and holds nothing twice. A shopper has at most 3 attempts
 * unfinished at once (429): each holds a gateway order and maybe coins until it ends.
 */
export async function initiatePayment(
  db: Db,
  gateway: CardGateway | null,
  request: { userId: string; body: InitiateBody; now: Date; origin: string },
): Promise<InitiatePaymentResponse> {
  const { userId, body, now, origin } = request;
  if (!gateway) throw new AppError('OUTSIDE_WINDOW', ONLINE_PAYMENT_OFF);
  const fingerprint = fingerprintOf(body);
  const attempt = await refusingTakenOrderNumber(() =>
    db.transaction(async (tx) => {
      const claims = await claimOrderNumber(
        tx,
        { userId, orderId: body.orderId, addressId: addressIdOf(body) },
        cartPrices(body),
      );
      if (claims.payment) {
        const existing = (await findAttemptByOrderId(tx, body.orderId))!;
        const retry =
          existing.userId === userId &&
          existing.fingerprint === fingerprint &&
          existing.status === 'Pending';
        if (!retry) throw new AppError('CONFLICT', ORDER_NUMBER_USED);
        return existing;
      }
      if (claims.order) throw new AppError('CONFLICT', ORDER_NUMBER_USED);
      // Counted under the ledger lock, so initiations racing each other cannot pass the cap.
      const { open, oldest } = await openAttemptsOf(tx, userId);
      if (open >= MAX_OPEN_CARD_PAYMENTS) {
        const givenUpAt = (oldest ?? now).getTime() + PAYMENT_ATTEMPT_TTL_MINUTES * 60_000;
        throw rateLimited(OPEN_CARD_PAYMENTS_MESSAGE, givenUpAt - now.getTime());
      }

      if (!claims.storeSetUp) throw storeNotSetUp();
      const priced = await priceOrder(tx, {
        userId,
        body,
        now,
        amount: body.amount,
        address: claims.address,
        catalog: claims.alongside,
      });
      if (priced.totalPaise === 0) throw new AppError('VALIDATION_ERROR', NOTHING_TO_PAY);
      const created = await insertAttempt(tx, {
        orderId: body.orderId,
        orderRef: randomUUID(),
        userId,
        status: 'Pending',
        client: body.client,
        amountPaise: priced.totalPaise,
        fingerprint,
        draft: draftOf(body.deliveryType, priced),
        createdAt: now,
        updatedAt: now,
      });
      if (priced.redeemedCoins > 0) {
        await debitRedeemed(tx, {
          userId,
          orderRef: created.orderRef,
          orderId: created.orderId,
          coins: priced.redeemedCoins,
          at: now,
        });
      }
      // Held while the attempt is open, like its coins, under the order number the order will
      // have (docs/product/rules.md#stock); given back when it fails or is given up. Last, so
      // the units' row locks are held the least.
      await sellStock(tx, orderDocument(body.orderId), priced.lines, now);
      return created;
    }),
  );
  return gatewayRequest(db, gateway, attempt, origin);
}

function draftOf(
  deliveryType: OrderPaymentDraft['deliveryType'],
  priced: PricedOrder,
): OrderPaymentDraft {
  return {
    deliveryType,
    subtotalPaise: priced.subtotalPaise,
    redeemedCoins: priced.redeemedCoins,
    earnedCoins: priced.earnedCoins,
    totalPaise: priced.totalPaise,
    address: priced.address,
    pickUpAt: priced.pickUpAt?.toISOString() ?? null,
    lines: priced.lines.map((line) => ({
      position: line.position,
      itemId: line.itemId,
      name: line.name,
      image: line.image,
      variantName: line.variantName ?? null,
      pricePaise: line.pricePaise,
      discountPricePaise: line.discountPricePaise,
      quantity: line.quantity,
      lineTotalPaise: line.lineTotalPaise,
    })),
  };
}

/**
 * The encrypted request for the gateway's page, built from the stored attempt alone (so a
 * retry answers the very same text): the billing name is the delivery address's, the number
 * the address's or else the shopper's own. A milk bill's payment (pay-milk-bill.ts) too.
 */
export async function gatewayRequest(
  db: DbOrTx,
  gateway: CardGateway,
  attempt: AttemptRow,
  origin: string,
): Promise<InitiatePaymentResponse> {
  const address = attempt.draft.address;
  const phone =
    address?.phone || (await phonesOf(db, [attempt.userId])).get(attempt.userId) || undefined;
  const returnTo = callbackUrl(origin, attempt.client);
  return {
    accessCode: gateway.accessCode,
    encRequest: gateway.encryptRequest({
      orderId: attempt.orderId,
      amountPaise: attempt.amountPaise,
      redirectUrl: returnTo,
      cancelUrl: returnTo,
      billingName: address?.name || undefined,
      billingTel: phone,
    }),
    ccavenueUrl: gateway.paymentUrl(origin),
  };
}
