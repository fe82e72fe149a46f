import { z } from 'zod';
import { addressSchema, NAME_REQUIRED_MESSAGE, PHONE_DIGITS_MESSAGE } from './addresses';
import { phoneFieldSchema } from './auth';
import { coordinatesSchema } from './dairy-rule';
import { nextCursorSchema } from './pagination';
import { rupeesSchema } from './money';
import { documentPaymentSchema } from './book-payment';
import { cardPaymentSchema } from './order-payment';
import { MAX_LINE_QUANTITY } from './order-rules';

export * from './order-rules';
export * from './order-payment';

export const deliveryTypes = ['DELIVERY', 'PICK_UP'] as const;
export type DeliveryType = (typeof deliveryTypes)[number];
export const deliveryTypeLabel: Record<DeliveryType, string> = {
  DELIVERY: 'Home Delivery',
  PICK_UP: 'Store Pick Up',
};

export const paymentMethods = ['COD', 'QR', 'CCAVENUE'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const orderStatuses = ['PENDING', 'ACCEPTED', 'DELIVERED', 'CANCELLED'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Which status may follow which: staff move orders forward only, PENDING → ACCEPTED →
 * DELIVERED, or to CANCELLED before delivery. The server enforces it; the console shows only
 * the buttons it allows.
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING: ['ACCEPTED', 'CANCELLED'],
  ACCEPTED: ['DELIVERED', 'CANCELLED'],
  DELIVERED: [],
  CANCELLED: [],
};
export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean =>
  orderTransitions[from].includes(to);
/** Staff must say why they cancel an order; the shopper is told. */
export const CANCEL_REASON_REQUIRED = 'Please give a reason for cancelling the order.';

/** Orders the store still has to act on. */
export const openOrderStatuses = ['PENDING', 'ACCEPTED'] as const satisfies OrderStatus[];

/**
 * ORD-{timestamp}-{first segment of a UUID}, made by the client (docs/product/records.md#order).
 */
export const ORDER_ID_PATTERN = /^ORD-\d{10,16}-[0-9a-f]{8}$/;
export const orderIdSchema = z.string().regex(ORDER_ID_PATTERN, 'Not a valid order number');

export const newOrderId = (now: number, uuid: string): string => `ORD-${now}-${uuid.split('-')[0]}`;

export const PICK_UP_STEP_MINUTES = 15;
export const PICK_UP_MAX_DAYS_AHEAD = 7;

export const MAX_ORDER_LINES = 100;

/** A cart line as the client sends it; prices in it are ignored, the catalog's count. */
export const orderLineInputSchema = z.looseObject({
  itemId: z.string().min(1).max(64),
  isVarient: z.boolean().default(false),
  variantName: z.string().max(50).nullable().default(null),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

/**
 * The order payload (docs/product/records.md#order). `userId` and `earnedCoins` are the server's to
 * decide.
 */
export const createOrderBodySchema = z.object({
  orderId: orderIdSchema,
  userId: z.string().optional(),
  cartItems: z.array(orderLineInputSchema).min(1, 'Your cart is empty').max(MAX_ORDER_LINES),
  totalAmount: rupeesSchema,
  deliveryType: z.enum(deliveryTypes),
  paymentMethod: z.enum(paymentMethods),
  earnedCoins: z.number().int().nonnegative().optional(),
  redeemedCoins: z.number().int().nonnegative().default(0),
  address: z
    .union([z.string().max(64), z.looseObject({ _id: z.string().max(64) })])
    .nullable()
    .optional(),
  estimatedTimePickUp: z.iso.datetime({ offset: true }).nullable().optional(),
  /**
   * The shopper's checked location (as sent to check-radius); dairy needs it
   * (docs/product/rules.md#dairy).
   */
  location: coordinatesSchema.nullable().optional(),
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

export const orderLineSchema = z
  .object({
    itemId: z.object({ _id: z.string(), name: z.string(), image: z.string() }),
    name: z.string(),
    image: z.string(),
    quantity: z.number().int(),
    price: rupeesSchema,
    discountPrice: rupeesSchema,
    variantName: z.string().nullable(),
    lineTotal: rupeesSchema,
  })
  .meta({ id: 'OrderLine' });
export type OrderLine = z.infer<typeof orderLineSchema>;

export const assignedToSchema = z.object({
  name: z.string().trim().min(1, NAME_REQUIRED_MESSAGE).max(100),
  phone: phoneFieldSchema(PHONE_DIGITS_MESSAGE),
});

export const orderSchema = z
  .object({
    _id: z.string(),
    orderId: z.string(),
    status: z.enum(orderStatuses),
    createdAt: z.string(),
    deliveryType: z.enum(deliveryTypes),
    paymentMethod: z.enum(paymentMethods),
    cartItems: z.array(orderLineSchema),
    subtotal: rupeesSchema,
    redeemedCoins: z.number().int(),
    earnedCoins: z.number().int(),
    totalAmount: rupeesSchema,
    address: addressSchema.nullable(),
    estimatedTimePickUp: z.string().nullable(),
    estimatedTimeDelivery: z.string().nullable(),
    cancelReason: z.string().nullable(),
    assignedTo: assignedToSchema.nullable(),
    /**
     * When the rider set out with it (docs/product/rules.md#riders): a marker on an ACCEPTED
     * order, not a status; null before (left out by older servers).
     */
    outForDeliveryAt: z.string().nullable().optional(),
    /** Paid by card: the payment and any refund, so the shopper sees "Paid" or "Refunded". */
    cardPayment: cardPaymentSchema.nullable(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

export const orderSummarySchema = orderSchema
  .pick({
    _id: true,
    orderId: true,
    status: true,
    totalAmount: true,
    createdAt: true,
    deliveryType: true,
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderResponseSchema = z.object({ order: orderSchema });
/** One order as GET /orders/:id answers it: with what it owes and was paid (docs/product/rules.md#books). */
export const oneOrderResponseSchema = z.object({
  order: orderSchema
    .extend({ paymentState: documentPaymentSchema })
    .meta({ id: 'OrderWithPayments' }),
});
/**
 * An order in the shopper's 'My Orders' list: the summary plus when it is expected (the
 * evening delivery slot, or the chosen pick-up time) and, paid by card, the payment and any
 * refund, so the card can say so.
 */
export const orderListEntrySchema = orderSummarySchema
  .extend({
    estimatedTimeDelivery: z.string().nullable(),
    cardPayment: cardPaymentSchema.nullable(),
    /** What it owes and what was received (docs/product/rules.md#books). */
    paymentState: documentPaymentSchema,
  })
  .meta({ id: 'OrderListEntry' });
export type OrderListEntry = z.infer<typeof orderListEntrySchema>;

export const orderListResponseSchema = z.object({
  orders: z.array(orderListEntrySchema),
  nextCursor: nextCursorSchema,
});
export const staffOrderListResponseSchema = z.object({
  orders: z.array(orderSchema),
  nextCursor: nextCursorSchema,
});

export const updateOrderBodySchema = z.object({
  status: z.enum(orderStatuses),
  cancelReason: z.string().trim().max(500).optional(),
  assignedTo: assignedToSchema.optional(),
  /**
   * Marking a cash-on-delivery order DELIVERED: the cash the rider took (docs/product/rules.md#books);
   * left out, what the order still owes.
   */
  cashReceived: rupeesSchema.optional(),
});
export const updateOrderResponseSchema = z.object({ message: z.string(), order: orderSchema });

export const pendingRedeemedResponseSchema = z.object({
  hasPendingRedeemedOrder: z.boolean(),
  redeemableCoins: z.number().int(),
});

/** The current figures a PRICE_CHANGED answer carries, so the checkout can show them. */
export const priceChangedDetailsSchema = z.object({
  cartItems: z.array(orderLineSchema),
  subtotal: rupeesSchema,
  redeemedCoins: z.number().int(),
  earnedCoins: z.number().int(),
  totalAmount: rupeesSchema,
});
export type PriceChangedDetails = z.infer<typeof priceChangedDetailsSchema>;

/**
 * Home deliveries go out in the evening slot, at this hour store time (19:00): today's slot
 * for an order placed before the 15:00 cutoff, tomorrow's for one placed at or after it.
 */
export const EVENING_DELIVERY_HOUR = 19;
