import { z } from 'zod';
import { endpoint } from './endpoint';
import { paymentMethods } from './orders';
import { rupeesSchema } from './money';
import { storeDateSchema } from './time';

export const DASHBOARD_MAX_DAYS = 366;
export const DASHBOARD_ORDER_MESSAGE = 'The first day must not be after the last day';
export const DASHBOARD_RANGE_MESSAGE = `Choose at most ${DASHBOARD_MAX_DAYS} days`;

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Store dates, both ends included; either missing means today. */
export const dashboardQuerySchema = z
  .object({ from: storeDateSchema.optional(), to: storeDateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: DASHBOARD_ORDER_MESSAGE,
    path: ['to'],
  })
  .refine((q) => !q.from || !q.to || dayCount(q.from, q.to) <= DASHBOARD_MAX_DAYS, {
    message: DASHBOARD_RANGE_MESSAGE,
    path: ['to'],
  });

/**
 * The store's figures for orders placed in a range of store days (a day is the instant the
 * order was placed, read in Asia/Kolkata). Money in rupees.
 */
export const dashboardSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    /** Orders placed, by where they stand now. */
    orders: z.object({
      placed: z.number().int(),
      delivered: z.number().int(),
      cancelled: z.number().int(),
      open: z.number().int(),
    }),
    /** What delivered orders came to (after Grocoins): money the store has earned. */
    revenue: rupeesSchema,
    /** Revenue divided by delivered orders; 0 without any. */
    averageOrderValue: rupeesSchema,
    /** Orders placed in each store hour, 0 to 23. */
    byHour: z.array(z.object({ hour: z.number().int(), orders: z.number().int() })),
    /** Each store day of the range: orders placed, and revenue of those delivered. */
    byDay: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: rupeesSchema })),
    /** The ten items sold most (orders not cancelled), by quantity. */
    topItems: z.array(
      z.object({
        itemId: z.string(),
        name: z.string(),
        quantity: z.number().int(),
        revenue: rupeesSchema,
      }),
    ),
    /** Orders not cancelled, by how they are paid. */
    paymentMethods: z.array(
      z.object({ method: z.enum(paymentMethods), orders: z.number().int(), amount: rupeesSchema }),
    ),
    /** Grocoins moved in the range (ledger rows dated in it). */
    coins: z.object({
      earned: z.number().int(),
      redeemed: z.number().int(),
      refunded: z.number().int(),
    }),
    /**
     * Counted units now (not in the range): sold out, and at or below their low mark but not
     * out (docs/product/rules.md#stock).
     */
    stock: z.object({ out: z.number().int(), low: z.number().int() }),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;

export const opsDashboardEndpoint = endpoint({
  method: 'GET',
  path: '/ops/dashboard',
  summary: "The store's figures for a range of days, computed in SQL (staff)",
  tags: ['ops'],
  query: dashboardQuerySchema,
  response: dashboardSchema,
});
