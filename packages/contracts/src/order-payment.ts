import { z } from 'zod';
import { rupeesSchema } from './money';

/**
 * What the shopper and staff see of an order paid by card and of its refund (docs/product.md,
 * "Card payments"). Kept apart from payments.ts, which imports orders.ts, so orders.ts can use it.
 */

export const refundStatuses = ['PENDING', 'REFUNDED', 'FAILED'] as const;
export type RefundStatus = (typeof refundStatuses)[number];
/** Staff's words for a refund's status. */
export const refundStatusLabel: Record<RefundStatus, string> = {
  PENDING: 'Refund requested',
  REFUNDED: 'Refunded',
  FAILED: 'Refund failed',
};

/** The refund of a card payment, once one was asked for (an order cancelled after it was paid). */
export const orderRefundSchema = z.object({
  amount: rupeesSchema,
  status: z.enum(refundStatuses),
  /** The refund's reference at the gateway (refund_ref_no), to quote to the gateway or bank. */
  reference: z.string(),
  requestedAt: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/**
 * An order's card payment as its shopper sees it: what was paid, the gateway's tracking id and
 * any refund. Orders paid by card are placed only once paid, so it is there for every one
 * (null for cash, UPI QR and orders paid with Grocoins alone).
 */
export const cardPaymentSchema = z
  .object({
    amount: rupeesSchema,
    paidAt: z.string().nullable(),
    trackingId: z.string().nullable(),
    refund: orderRefundSchema.nullable(),
  })
  .meta({ id: 'CardPayment' });
export type CardPayment = z.infer<typeof cardPaymentSchema>;
