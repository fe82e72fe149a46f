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
  type PickUpRefusedDetails,
  type PriceChangedDetails,
} from '@grofresh/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { findOwnAddress } from '../../modules/addresses/addresses.service';
import {
  itemsForPricing,
  pricesFor,
  pricingStep,
  type PricedItem,
} from '../../modules/catalog/catalog.service';
import { balanceOf } from '../../modules/coins/coins.service';
import { toOrderLine, type NewLine } from '../../modules/orders/orders.service';
import { pickUpHours } from '../../modules/store/store.service';
import { dairyPoint, ensureDairyReaches } from '../../modules/store/dairy-rule';
import { ensureDeliverable } from '../../modules/store/serviceable';
import { coinsInUse } from './redeem-eligibility';

export type OrderRequest = z.output<typeof createOrderBodySchema>;

/** An order as the server prices it: what `orders/create` stores and initiation keeps. */
export interface PricedOrder {
  lines: NewLine[];
  subtotalPaise: number;
  redeemedCoins: number;
  earnedCoins: number;
  totalPaise: number;
  address: Address | null;
  pickUpAt: Date | null;
}

export const PRICE_CHANGED_MESSAGE =
  'Prices or your Grocoins have changed. Please check the new total and confirm again.';

/**
 * Prices a request from the catalog, caps the coins and checks where it goes, exactly as
 * `orders/create` does; the online payment's initiation calls the same function. The figures
 * the shopper was shown (`totalAmount`, the coins, and `amount` when paying online) must be the
 * server's, or it is 409 PRICE_CHANGED with the current figures. Dairy lines of a delivery must
 * reach their point (`modules/store/dairy-rule.ts`), or it is 422 DAIRY_OUT_OF_RANGE, and a
 * delivery's address must be in the delivery area, or it is 422 NOT_SERVICEABLE. Call
 * under the shopper's ledger lock (`claimOrderNumber` takes it).
 */
export async function priceOrder(
  tx: DbOrTx,
  request: {
    userId: string;
    body: OrderRequest;
    now: Date;
    amount?: number;
    /** The address the body names, if the caller has read it already (under the same locks). */
    address?: Address | null;
    /** The cart's items, if the caller has read them already (`cartPrices`). */
    catalog?: Map<string, PricedItem>;
  },
): Promise<PricedOrder> {
  const { userId, body, now } = request;
  const catalog = request.catalog ?? (await itemsForPricing(tx, cartIds(body)));
  const { lines, dairyNames } = priceLines(catalog, body.cartItems);
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  const redeemed = await coinsToRedeem(tx, userId, body.redeemedCoins, subtotal);
  const total = finalTotal(subtotal, redeemed);
  const shown = [body.totalAmount, ...(request.amount === undefined ? [] : [request.amount])];
  if (redeemed !== body.redeemedCoins || shown.some((rupees) => toPaise(rupees) !== total)) {
    const details: PriceChangedDetails = {
      cartItems: lines.map(toOrderLine),
      subtotal: toRupees(subtotal),
      redeemedCoins: redeemed,
      earnedCoins: earnedCoins(subtotal),
      totalAmount: toRupees(total),
    };
    throw new AppError('PRICE_CHANGED', PRICE_CHANGED_MESSAGE, details);
  }
  const destination = await destinationOf(tx, userId, body, now, request.address);
  // A pick-up is handed over at the counter, inside the radius by definition.
  if (body.deliveryType === 'DELIVERY') {
    await ensureDairyReaches(tx, dairyNames, dairyPoint(destination.address, body.location));
    // Then the address itself must be in the delivery area (docs/product/rules.md#delivery-area).
    if (destination.address) await ensureDeliverable(tx, destination.address);
  }
  return {
    lines,
    subtotalPaise: subtotal,
    redeemedCoins: redeemed,
    earnedCoins: earnedCoins(subtotal),
    totalPaise: total,
    ...destination,
  };
}

/** The read of the cart's items that `priceOrder` takes, to be sent with the claims. */
export const cartPrices = (body: OrderRequest) => pricingStep(cartIds(body));
const cartIds = (body: OrderRequest) => body.cartItems.map((line) => line.itemId);

/** The lines priced from the catalog, and the names of those that are dairy. */
function priceLines(
  catalog: Map<string, PricedItem>,
  cart: OrderRequest['cartItems'],
): { lines: NewLine[]; dairyNames: string[] } {
  const seen = new Set<string>();
  const dairyNames: string[] = [];
  const lines = cart.map((line, position) => {
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
    if (item.dairy) dairyNames.push(item.name);
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
  return { lines, dairyNames };
}

const unavailable = (message: string) => new AppError('CONFLICT', message);

async function coinsToRedeem(tx: DbOrTx, userId: string, requested: number, subtotal: number) {
  if (requested === 0) return 0;
  if (await coinsInUse(tx, userId)) {
    throw new AppError(
      'CONFLICT',
      'Grocoins can be used again once your earlier order that used them is delivered or cancelled.',
    );
  }
  return Math.min(requested, redeemableCoins(await balanceOf(tx, userId), subtotal));
}

async function destinationOf(
  tx: DbOrTx,
  userId: string,
  body: OrderRequest,
  now: Date,
  known: Address | null | undefined,
): Promise<{ address: Address | null; pickUpAt: Date | null }> {
  if (body.deliveryType === 'DELIVERY') {
    const id = addressIdOf(body);
    const address =
      known !== undefined ? known : id ? await findOwnAddress(tx, userId, id) : undefined;
    if (!address) throw notFound('Address not found');
    return { address, pickUpAt: null };
  }
  if (!body.estimatedTimePickUp) {
    throw new AppError('VALIDATION_ERROR', 'Choose a pick-up time.');
  }
  const at = new Date(body.estimatedTimePickUp);
  const problem = pickUpTimeProblem(at, now, await pickUpHours(tx));
  if (problem) {
    const details: PickUpRefusedDetails = { field: 'estimatedTimePickUp' };
    throw new AppError('OUTSIDE_WINDOW', problem, details);
  }
  return { address: null, pickUpAt: at };
}

/**
 * What the shopper asked for; prices are left out, since the server sets them. An online
 * payment's attempt keeps the fingerprint of its order part, and the order it creates the same.
 */
export function fingerprintOf(body: OrderRequest): string {
  const addressId = addressIdOf(body) ?? null;
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

/** The saved address an order names (by id, or as an address with its `_id`). */
export const addressIdOf = (body: OrderRequest): string | undefined =>
  typeof body.address === 'string' ? body.address : body.address?._id;
