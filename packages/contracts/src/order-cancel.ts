import { z } from 'zod';
import type { OrderStatus } from './orders';

/** Why a shopper cancels their own order: a short list to pick from (the console sees it). */
export const shopperCancelReasons = [
  'Ordered by mistake',
  'Want to change items or address',
  'Delivery time too long',
  'Found a better price',
  'Other',
] as const;
export type ShopperCancelReason = (typeof shopperCancelReasons)[number];

/** A shopper may cancel their own order only until the store accepts it and starts packing. */
export const canShopperCancel = (status: OrderStatus): boolean => status === 'PENDING';

export const shopperCancelMessages = {
  cancelled: 'Your order has been cancelled.',
  pickReason: 'Please pick a reason from the list.',
  onlyCancel: 'You can cancel your order, but only the store can move it along.',
  /** Why an order can no longer be cancelled by its shopper. */
  tooLate: (status: OrderStatus): string =>
    status === 'DELIVERED'
      ? 'This order has been delivered, so it can no longer be cancelled.'
      : 'The store has accepted this order and is packing it, so it can no longer be cancelled.',
} as const;

export const cancelOrderBodySchema = z.object({
  status: z.literal('CANCELLED'),
  cancelReason: z.enum(shopperCancelReasons, shopperCancelMessages.pickReason),
});
export type CancelOrderBody = z.infer<typeof cancelOrderBodySchema>;
