import { createHash } from 'node:crypto';
import {
  earnedCoins,
  finalTotal,
  linePrice,
  pickUpTimeProblem,
  redeemableCoins,
  toPaise,
  toRupees,
  type Address,
  type createOrderBodySchema,
  type Order,
  type PriceChangedDetails,
} from '@grofresh/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../db/database';
import { AppError, notFound } from '../lib/app-error';
import { publishEvent } from '../lib/events';
import { findOwnAddress } from '../modules/addresses/addresses.service';
import { itemsForPricing, pricesFor } from '../modules/catalog/catalog.service';
import { pickUpHours } from '../modules/store/store.service';
import { balanceOf, debitRedeemed, lockLedger } from '../modules/coins/coins.service';
import {
  findByOrderId,
  hasOpenRedeemedOrder,
  insertOrder,
  toOrderLine,
  withLines,
  type NewLine,
} from '../modules/orders/orders.service';

type OrderRequest = z.output<typeof createOrderBodySchema>;

/**
 * POST /api/orders/create, in one transaction: price every line from the catalog, check the
 * total and the coins, check where it goes, store the order and debit the coins. The same
 * orderId retried by the same shopper returns the first order; nothing is created twice.
 */
export async function placeOrder(
  db: Db,
  request: { userId: string; body: OrderRequest; now: Date },
): Promise<{ order: Order; created: boolean }> {
  const { userId, body, now } = request;
  if (body.paymentMethod === 'CCAVENUE') {
    // The card gateway creates its orders after a verified payment (a later issue).
    throw new AppError(
      'OUTSIDE_WINDOW',
      'Online payment is not available yet. Please choose another way to pay.',
    );
  }
  const fingerprint = fingerprintOf(body);
  return db.transaction(async (tx) => {
    // Also serialises this shopper's orders, which makes the retry check below race-free.
    await lockLedger(tx, userId);
    const existing = await findByOrderId(tx, body.orderId);
    if (existing) {
      if (existing.userId !== userId || existing.fingerprint !== fingerprint) {
        throw new AppError('CONFLICT', 'This order number was already used. Please try again.');
      }
      return { order: await withLines(tx, existing), created: false };
    }

    const lines = await priceLines(tx, body.cartItems);
    const subtotal = lines.reduce((sum, line) => sum + line.lineTotalPaise, 0);
    const redeemed = await coinsToRedeem(tx, userId, body.redeemedCoins, subtotal);
    const total = finalTotal(subtotal, redeemed.allowed);
    if (redeemed.allowed !== body.redeemedCoins || toPaise(body.totalAmount) !== total) {
      const details: PriceChangedDetails = {
        cartItems: lines.map(toOrderLine),
        subtotal: toRupees(subtotal),
        redeemedCoins: redeemed.allowed,
        earnedCoins: earnedCoins(subtotal),
        totalAmount: toRupees(total),
      };
      throw new AppError(
        'PRICE_CHANGED',
        'Prices or your Grocoins have changed. Please check the new total and confirm again.',
        details,
      );
    }
    const destination = await destinationOf(tx, userId, body, now);

    const order = await insertOrder(
      tx,
      {
        orderId: body.orderId,
        userId,
        deliveryType: body.deliveryType,
        paymentMethod: body.paymentMethod,
        subtotalPaise: subtotal,
        redeemedCoins: redeemed.allowed,
        earnedCoins: earnedCoins(subtotal),
        totalPaise: total,
        address: destination.address,
        pickUpAt: destination.pickUpAt,
        fingerprint,
        createdAt: now,
        updatedAt: now,
      },
      lines,
    );
    await publishEvent(tx, { type: 'order.created', id: order._id, userId });
    if (redeemed.allowed > 0) {
      await debitRedeemed(tx, {
        userId,
        orderRef: order._id,
        orderId: order.orderId,
        coins: redeemed.allowed,
        at: now,
      });
    }
    return { order, created: true };
  });
}

async function priceLines(tx: DbOrTx, cart: OrderRequest['cartItems']): Promise<NewLine[]> {
  const catalog = await itemsForPricing(
    tx,
    cart.map((line) => line.itemId),
  );
  const seen = new Set<string>();
  return cart.map((line, position) => {
    const item = catalog.get(line.itemId);
    const variantName = line.isVarient ? line.variantName : null;
    const key = `${line.itemId}-${variantName ?? ''}`;
    if (seen.has(key))
      throw new AppError('VALIDATION_ERROR', 'The same item appears twice in the cart.');
    seen.add(key);
    if (!item) throw unavailable('An item in your cart is no longer sold. Please remove it.');
    if (!item.available)
      throw unavailable(`${item.name} is out of stock. Please remove it from your cart.`);
    const prices = pricesFor(item, variantName);
    if (!prices) {
      throw unavailable(`Please choose a size of ${item.name} again.`);
    }
    const priced = { price: prices.pricePaise, discountPrice: prices.discountPricePaise };
    return {
      position,
      itemId: item.id,
      name: item.name,
      image: item.image,
      variantName,
      pricePaise: priced.price,
      discountPricePaise: priced.discountPrice,
      quantity: line.quantity,
      lineTotalPaise: linePrice(priced, line.quantity),
    };
  });
}

const unavailable = (message: string) => new AppError('CONFLICT', message);

async function coinsToRedeem(tx: DbOrTx, userId: string, requested: number, subtotal: number) {
  if (requested === 0) return { allowed: 0 };
  if (await hasOpenRedeemedOrder(tx, userId)) {
    throw new AppError(
      'CONFLICT',
      'Grocoins can be used again once your earlier order that used them is delivered or cancelled.',
    );
  }
  const allowed = Math.min(requested, redeemableCoins(await balanceOf(tx, userId), subtotal));
  return { allowed };
}

async function destinationOf(
  tx: DbOrTx,
  userId: string,
  body: OrderRequest,
  now: Date,
): Promise<{ address: Address | null; pickUpAt: Date | null }> {
  if (body.deliveryType === 'DELIVERY') {
    const id = typeof body.address === 'string' ? body.address : body.address?._id;
    const address = id ? await findOwnAddress(tx, userId, id) : undefined;
    if (!address) throw notFound('Address not found');
    return { address, pickUpAt: null };
  }
  if (!body.estimatedTimePickUp) {
    throw new AppError('VALIDATION_ERROR', 'Choose a pick-up time.');
  }
  const at = new Date(body.estimatedTimePickUp);
  const problem = pickUpTimeProblem(at, now, await pickUpHours(tx));
  if (problem) throw new AppError('OUTSIDE_WINDOW', problem);
  return { address: null, pickUpAt: at };
}

/** What the shopper asked for; prices are left out, since the server sets them. */
function fingerprintOf(body: OrderRequest): string {
  const addressId = typeof body.address === 'string' ? body.address : (body.address?._id ?? null);
  const request = {
    lines: body.cartItems.map((l) => [l.itemId, l.isVarient ? l.variantName : null, l.quantity]),
    deliveryType: body.deliveryType,
    paymentMethod: body.paymentMethod,
    redeemedCoins: body.redeemedCoins,
    address: body.deliveryType === 'DELIVERY' ? addressId : null,
    pickUp: body.deliveryType === 'PICK_UP' ? (body.estimatedTimePickUp ?? null) : null,
  };
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}
