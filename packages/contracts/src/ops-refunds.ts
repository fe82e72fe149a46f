import { z } from 'zod';
import { idParamsSchema } from './catalog';
import { endpoint } from './endpoint';
import { rupeesSchema } from './money';

/**
 * Money the store still has to give back (docs/product.md, "Refunds due"): card payments being
 * refunded through the gateway (or refused by it), and milk days staff chose to refund by
 * hand instead of in Grocoins.
 */
export const refundDueKinds = ['CARD', 'MILK'] as const;
export type RefundDueKind = (typeof refundDueKinds)[number];

/** CARD: PENDING at the gateway or FAILED there (staff act); MILK: DUE until handed back. */
export const refundDueStatuses = ['PENDING', 'FAILED', 'DUE'] as const;
export type RefundDueStatus = (typeof refundDueStatuses)[number];
export const refundDueStatusLabel: Record<RefundDueStatus, string> = {
  PENDING: 'With the gateway',
  FAILED: 'Refused by the gateway',
  DUE: 'To hand back',
};

export const refundDueSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(refundDueKinds),
    status: z.enum(refundDueStatuses),
    amount: rupeesSchema,
    /** Why the money goes back, in a sentence for staff. */
    reason: z.string(),
    /** The gateway's word, when it refused. */
    message: z.string().nullable(),
    /** CARD: the refund's reference at the gateway (refund_ref_no); null for milk. */
    reference: z.string().nullable(),
    /** CARD: the gateway's tracking id of the payment it gives back; null for milk. */
    trackingId: z.string().nullable(),
    customer: z.object({ _id: z.string(), phone: z.string() }),
    /** The shop's order number (CARD), or null. */
    orderId: z.string().nullable(),
    subscriptionId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'RefundDue' });
export type RefundDue = z.infer<typeof refundDueSchema>;

export const REFUND_NOTE_MAX = 200;

export const milkRefundPaidBodySchema = z.object({
  note: z
    .string()
    .trim()
    .max(REFUND_NOTE_MAX, `Write at most ${REFUND_NOTE_MAX} characters`)
    .optional(),
});

export const refundMessages = {
  paid: 'Refund recorded as handed back.',
  alreadyPaid: 'This refund was already recorded as handed back.',
  notFound: 'Refund not found',
} as const;

export const opsRefundEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/ops/refunds',
    summary: 'Money still to give back: card refunds not finished and milk refunds due (staff)',
    tags: ['ops'],
    response: z.object({ refunds: z.array(refundDueSchema) }),
  }),
  milkPaid: endpoint({
    method: 'PUT',
    path: '/ops/milk-refunds/:id',
    summary: 'Record that a milk refund was handed back to the shopper (staff)',
    tags: ['ops'],
    params: idParamsSchema,
    body: milkRefundPaidBodySchema,
    response: z.object({ message: z.string() }),
    errors: [409],
  }),
};
