import {
  toRupees,
  type Address,
  type CreateOrderBody,
  type DeliveryType,
  type PaymentMethod,
} from '@grofresh/contracts';
import type { CheckoutLine } from './checkout-line';
import { CHECKOUT_MESSAGES } from './messages';
import type { OrderFigures } from './order-figures';

export interface CheckoutChoices {
  deliveryType: DeliveryType;
  paymentMethod: PaymentMethod;
  address: Address | null;
  /** The pick-up instant with the store's offset, or null until a time is picked. */
  pickUpAt: string | null;
}

/** SPEC 3's order payload, all but the orderId (which depends on the rest). */
export type OrderRequest = Omit<CreateOrderBody, 'orderId'>;

export function orderRequest(
  lines: CheckoutLine[],
  choices: CheckoutChoices,
  figures: OrderFigures,
  userId: string | undefined,
): OrderRequest {
  const delivery = choices.deliveryType === 'DELIVERY';
  return {
    userId,
    cartItems: lines.map((line) => ({
      itemId: line.itemId,
      name: line.name,
      image: line.image,
      price: line.price,
      discountPrice: line.discountPrice,
      quantity: line.quantity,
      isVarient: line.variantName !== null,
      variantName: line.variantName,
    })),
    // The server prices the order itself and refuses a total that differs from its own.
    totalAmount: toRupees(figures.total),
    deliveryType: choices.deliveryType,
    paymentMethod: choices.paymentMethod,
    earnedCoins: figures.earnedCoins,
    redeemedCoins: figures.redeemedCoins,
    address: delivery ? choices.address : null,
    estimatedTimePickUp: delivery ? null : choices.pickUpAt,
  };
}

/** SPEC 5: what the shopper still has to choose before the order can go, if anything. */
export function missingChoice(choices: CheckoutChoices): string | null {
  if (choices.deliveryType === 'PICK_UP') {
    return choices.pickUpAt ? null : CHECKOUT_MESSAGES.pickUpTimeRequired;
  }
  return choices.address?.locality.trim() ? null : CHECKOUT_MESSAGES.addressRequired;
}
