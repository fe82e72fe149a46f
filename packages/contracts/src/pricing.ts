/**
 * Pricing and Grocoin rules (docs/product/rules.md#money-and-grocoins). Every amount here is
 * integer paise so that server and browser add up identically; convert rupees with `toPaise` first.
 */
export interface Priced {
  price: number;
  discountPrice: number;
}

/** The price a shopper pays for one unit: the discount price when there is one. */
export const unitPrice = ({ price, discountPrice }: Priced): number =>
  discountPrice > 0 ? discountPrice : price;

/** Line price: unit price times quantity (quantity defaults to 1). */
export const linePrice = (priced: Priced, quantity = 1): number => unitPrice(priced) * quantity;

/** A discount is shown (original struck through) only when it really is lower. */
export const hasDiscount = ({ price, discountPrice }: Priced): boolean =>
  discountPrice > 0 && discountPrice < price;

/** 1 Grocoin is worth ₹1 = 100 paise. */
export const PAISE_PER_COIN = 100;

/** The earn note shows from a subtotal of ₹100. */
export const EARN_NOTE_MIN_SUBTOTAL_PAISE = 100 * 100;

/** Earned coins: floor of 1% of the subtotal, in whole coins. */
export const earnedCoins = (subtotalPaise: number): number =>
  Math.floor(subtotalPaise / 100 / PAISE_PER_COIN);

/** Redeemable coins: the lesser of the balance and the subtotal (in whole coins). */
export const redeemableCoins = (balanceCoins: number, subtotalPaise: number): number =>
  Math.max(0, Math.min(Math.floor(balanceCoins), Math.floor(subtotalPaise / PAISE_PER_COIN)));

/** Final total: subtotal minus the coin discount, never below zero. */
export const finalTotal = (subtotalPaise: number, redeemedCoins: number): number =>
  Math.max(0, subtotalPaise - redeemedCoins * PAISE_PER_COIN);
