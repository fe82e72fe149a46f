import { z } from 'zod';
import { csvRowErrorSchema } from './ops-catalog';

/**
 * Stock (docs/product/rules.md#stock): each sellable unit (an item without sizes, or one size of
 * an item) is counted, with a number on hand, or not counted (sold while the owner's available
 * switch is on). A unit's history of movements adds up to its number on hand.
 */

/** What staff record by hand. */
export const stockReasons = [
  'RECEIVED',
  'DAMAGED',
  'EXPIRED',
  'RETURNED',
  'COUNT',
  'OTHER',
] as const;
export type StockReason = (typeof stockReasons)[number];

/** Every movement: staff's own, and the shop's (a sale takes, a cancellation gives back). */
export const movementReasons = [...stockReasons, 'SALE', 'GIVEN_BACK'] as const;
export type MovementReason = (typeof movementReasons)[number];

export const movementReasonLabel: Record<MovementReason, string> = {
  RECEIVED: 'Received',
  DAMAGED: 'Damaged',
  EXPIRED: 'Expired',
  RETURNED: 'Returned by a shopper',
  COUNT: 'Count correction',
  OTHER: 'Other',
  SALE: 'Sold',
  GIVEN_BACK: 'Given back (cancelled or unpaid)',
};

/** The most a unit may hold, and the most one movement may change it by. */
export const STOCK_MAX = 100_000;
/** The low mark a unit gets when it starts being counted, unless staff set another. */
export const DEFAULT_LOW_AT = 5;
export const STOCK_NOTE_MAX = 200;

const count = (what: string) =>
  z
    .number({ error: `${what} must be a whole number` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} cannot be negative`)
    .max(STOCK_MAX, `${what} can be at most ${STOCK_MAX.toLocaleString('en-IN')}`);

const variantNameField = z
  .string()
  .trim()
  .min(1, 'Choose a size')
  .max(60, 'A size name has at most 60 characters')
  .optional();

export const stockUnitSchema = z
  .object({
    itemId: z.string(),
    /** The size, for an item sold in sizes; null for an item without. */
    variantName: z.string().nullable(),
    /** The item's name (and the size's, after ' · '). */
    name: z.string(),
    counted: z.boolean(),
    /** Null while not counted. */
    onHand: z.number().int().nullable(),
    lowAt: z.number().int(),
  })
  .meta({ id: 'StockUnit' });
export type StockUnit = z.infer<typeof stockUnitSchema>;

export const stockMovementSchema = z
  .object({
    _id: z.string(),
    variantName: z.string().nullable(),
    change: z.number().int(),
    reason: z.enum(movementReasons),
    note: z.string(),
    /** The order (the shop's order number) or counter order a sale or give-back belongs to. */
    orderId: z.string().nullable(),
    /** Who: the staff member's name or phone; null for the shop's own (a sale, a release). */
    by: z.string().nullable(),
    at: z.string(),
    onHandAfter: z.number().int(),
  })
  .meta({ id: 'StockMovement' });
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockMovementBodySchema = z
  .object({
    itemId: z.uuid('Choose an item'),
    variantName: variantNameField,
    change: z
      .number({ error: 'The change must be a whole number' })
      .int('The change must be a whole number')
      .min(-STOCK_MAX, `The change can be at most ${STOCK_MAX.toLocaleString('en-IN')}`)
      .max(STOCK_MAX, `The change can be at most ${STOCK_MAX.toLocaleString('en-IN')}`)
      .refine((n) => n !== 0, 'The change cannot be zero')
      .optional(),
    setTo: count('The count').optional(),
    reason: z.enum(stockReasons, { error: 'Choose a reason' }),
    note: z
      .string()
      .trim()
      .max(STOCK_NOTE_MAX, `Write at most ${STOCK_NOTE_MAX} characters`)
      .optional(),
  })
  .refine((b) => (b.change === undefined) !== (b.setTo === undefined), {
    message: 'Give either a change or a new count, not both',
    path: ['change'],
  });
export type StockMovementBody = z.infer<typeof stockMovementBodySchema>;

export const stockSettingsBodySchema = z.object({
  variantName: variantNameField,
  counted: z.boolean({ error: 'Say whether this item is counted' }),
  lowAt: count('The low mark').optional(),
});

const yesNo = z.enum(['true', 'false']).transform((v) => v === 'true');

export const stockListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  /** Only counted units at or below their low mark (out of stock included). */
  low: yesNo.optional(),
  /** Only counted units with none left. */
  out: yesNo.optional(),
  /** Only counted units. */
  counted: yesNo.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const stockMessages = {
  outOfStock: 'Some items in your cart have sold out. Please update your cart.',
  notSold: 'Item not found',
  chooseSize: 'Choose a size of this item',
  noSizes: 'This item has no sizes',
  belowZero: (left: number) => `Only ${left} left: the count cannot go below zero.`,
  notCounted: 'Start counting this item first, or record a movement to start counting it.',
  noSuchSize: (size: string) => `This item has no size called "${size}"`,
  alreadyCount: (n: number) => `The count is already ${n}.`,
  aboveMax: (left: number) =>
    `Only ${(STOCK_MAX - left).toLocaleString('en-IN')} more fit: ` +
    `a count can be at most ${STOCK_MAX.toLocaleString('en-IN')}.`,
  /** Who recorded a movement, once their account is gone. */
  formerStaff: 'A former staff member',
} as const;

/**
 * The stock-take file's columns, in order: one row per sellable unit. `name` is for reading
 * only; `size` is empty for an item without sizes; `counted` is yes or no; `onHand` is empty
 * while a unit is not counted; `lowAt` empty keeps the low mark it has.
 */
export const STOCK_CSV_COLUMNS = ['itemId', 'name', 'size', 'counted', 'onHand', 'lowAt'] as const;

/** A stock take refused: each row with a problem, by its line in the file (the header is 1). */
export const stockImportErrorDetailsSchema = z.object({ rows: z.array(csvRowErrorSchema) });
