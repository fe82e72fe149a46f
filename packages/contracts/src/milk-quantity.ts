import { z } from 'zod';
import { rupeesSchema } from './money';
import { subscriptionMessages } from './subscription-words';
import { storeDateSchema } from './time';

// Daily milk's quantity changes from a date on (docs/product/rules.md#milk-subscriptions).

/**
 * A new daily quantity (one of the store's option keys) from a store date on, to the end date
 * (docs/product/rules.md#milk-subscriptions).
 */
export const subscriptionQuantityBodySchema = z
  .object({
    quantity: z
      .string({ error: subscriptionMessages.quantityRequired })
      .min(1, subscriptionMessages.quantityRequired),
    from: storeDateSchema,
  })
  .strict();
/** One change of the daily quantity: the option key and its daily price from `from` on. */
export const quantityChangeSchema = z.object({
  from: storeDateSchema,
  quantity: z.string(),
  /** That option's daily price, in rupees. */
  price: rupeesSchema,
});
export type QuantityChange = z.infer<typeof quantityChangeSchema>;

/**
 * The top-up a larger quantity adds to the current bill: `amount` rupees for `days` delivery
 * days from `from` to the end date (docs/product/rules.md#milk-subscriptions).
 */
export const quantityTopUpSchema = z.object({
  amount: rupeesSchema,
  days: z.number().int(),
  from: storeDateSchema,
  quantity: z.string(),
});
export type QuantityTopUp = z.infer<typeof quantityTopUpSchema>;
