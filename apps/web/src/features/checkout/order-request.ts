import {
  dairyRuleMessages,
  toRupees,
  type Address,
  type Coordinates,
  type CreateOrderBody,
  type DeliveryType,
  type PaymentMethod,
} from '@grofresh/contracts';
import type { LocationStatus } from '@/lib/location-status';
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

/**
 * The order payload (docs/product/records.md#order), all but the orderId (which depends on the
 * rest).
 */
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

/**
 * What the shopper still has to choose (docs/product/rules.md#validation) before the order can go,
 * if anything.
 */
export function missingChoice(choices: CheckoutChoices): string | null {
  if (choices.deliveryType === 'PICK_UP') {
    return choices.pickUpAt ? null : CHECKOUT_MESSAGES.pickUpTimeRequired;
  }
  return choices.address?.locality.trim() ? null : CHECKOUT_MESSAGES.addressRequired;
}

/**
 * What the checkout knows about dairy (docs/product/rules.md#dairy: it depends on the shopper's
 * location). The page composes it from the catalog and the location check, which are other
 * features.
 */
export interface CheckoutDairy {
  /** The cart's dairy items by name; undefined while the categories are loading. */
  items: string[] | undefined;
  /** Where the location check stands, and the point it asked check-radius about. */
  status: LocationStatus;
  coords: Coordinates | null;
  /** The store's dairy radius; undefined while the store settings are loading. */
  radiusKm: number | undefined;
  /** Asks for the location again, or explains how to allow it. */
  onTurnOnLocation: () => void;
}

export interface DairyNeed {
  /** Dairy goes to the shopper's checked location, so the order must carry it. */
  needsLocation: boolean;
  /** What the order sends as `location`: null when nothing is to be measured from it. */
  location: Coordinates | null;
}

/**
 * The server's rule, mirrored: a pick-up is handed over at the store and an address with a pin
 * is measured from its pin, so only dairy delivered to an unpinned address needs the checked
 * location. While the categories load nobody knows; the location goes if there is one.
 */
export function dairyNeed(choices: CheckoutChoices, dairy: CheckoutDairy | undefined): DairyNeed {
  const none = { needsLocation: false, location: null };
  if (!dairy || choices.deliveryType === 'PICK_UP' || choices.address?.location) return none;
  if (dairy.items === undefined) return { needsLocation: false, location: dairy.coords };
  if (dairy.items.length === 0) return none;
  return { needsLocation: true, location: dairy.coords };
}

/** Said before sending: dairy to deliver and no checked location to send with it. */
export function missingDairyLocation(
  need: DairyNeed,
  dairy: CheckoutDairy | undefined,
): string | null {
  if (!dairy || !need.needsLocation || need.location || dairy.radiusKm === undefined) return null;
  return dairyRuleMessages.locationNeeded(dairy.radiusKm, dairy.items ?? []);
}
