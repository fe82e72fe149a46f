import { z } from 'zod';
import { phoneSchema } from './auth';
import { DELIVERY_RADIUS_DEFAULT_KM, deliveryAreaFields } from './delivery';
import { endpoint } from './endpoint';
import {
  GOODWILL_ADMIN_ABOVE_DEFAULT,
  GOODWILL_DAILY_CAP_DEFAULT,
  GOODWILL_DAILY_CAP_MAX,
  goodwillMessages,
} from './goodwill';
import { COINS_ON_INVOICE, gstinProblem, gstMessages } from './gst-rules';
import { minutesOfDay } from './pick-up';

const number = (message: string) => z.number({ error: message });
const wholeCoins = (min: number, message: string) =>
  number(message).int(message).min(min, message).max(GOODWILL_DAILY_CAP_MAX, message);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time as HH:MM, e.g. 08:00');

export const MILK_OPTIONS_MAX = 10;

export const milkOptionSchema = z.object({
  key: z
    .string()
    .trim()
    .regex(
      /^[A-Z][A-Z0-9_]{1,29}$/,
      'Use capital letters, digits and _ for the option, e.g. HALF_LITRE',
    ),
  price: number('Enter the daily price in rupees')
    .gt(0, 'The daily price must be above ₹0')
    .max(10_000, 'The daily price can be at most ₹10,000')
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'At most 2 decimals'),
});
export type MilkOption = z.infer<typeof milkOptionSchema>;

const invoiceFields = {
  legalName: z.string().trim().max(120, 'The legal name can be at most 120 characters'),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .superRefine((gstin, ctx) => {
      const problem = gstinProblem(gstin);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .nullable(),
  stateCode: z
    .string()
    .trim()
    .regex(/^\d{2}$/, gstMessages.stateCode)
    .nullable(),
  coinsOnInvoice: z.enum(COINS_ON_INVOICE),
};

/**
 * Everything an admin sets about the shop, validated the same way by the form and the server.
 * Milk options are a list here (order kept) and a map in get-config's milkPriceSubscription.
 */
const storeFields = z.object({
  name: z.string().trim().min(2, 'Give the shop a name of at least 2 letters').max(80),
  phone: phoneSchema,
  whatsapp: phoneSchema,
  address: z
    .string()
    .trim()
    .min(5, "Enter the shop's street address")
    .max(300, 'The address can be at most 300 characters'),
  lat: number('Enter the latitude as a number').min(-90).max(90, 'Latitude is between -90 and 90'),
  lon: number('Enter the longitude as a number')
    .min(-180)
    .max(180, 'Longitude is between -180 and 180'),
  radiusKm: number('Enter the delivery radius in km')
    .min(0.5, 'The delivery radius is at least 0.5 km')
    .max(50, 'The delivery radius is at most 50 km'),
  upiId: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/,
      'Enter a UPI id like shopname@okaxis',
    ),
  upiName: z
    .string()
    .trim()
    .min(1, 'Enter the name UPI apps show to the payer')
    .max(60, 'The UPI name can be at most 60 characters'),
  milkOptions: z
    .array(milkOptionSchema)
    .min(1, 'Add at least one milk option')
    .max(MILK_OPTIONS_MAX, `At most ${MILK_OPTIONS_MAX} milk options`)
    .refine(
      (options) => new Set(options.map((o) => o.key)).size === options.length,
      'Each milk option needs a name of its own',
    ),
  pickUpHours: z
    .object({ opens: clock, closes: clock })
    .refine((h) => minutesOfDay(h.opens) < minutesOfDay(h.closes), {
      message: 'Pick-ups must close after they open',
      path: ['closes'],
    }),
  /**
   * Goodwill Grocoins on complaints: above `goodwillAdminAbove` on one complaint only an
   * admin gives them; a shopper gets at most `goodwillDailyCap` in a store day.
   */
  goodwillAdminAbove: wholeCoins(0, goodwillMessages.adminAboveRange),
  goodwillDailyCap: wholeCoins(1, goodwillMessages.dailyCapRange),
  /**
   * For invoices (docs/product/rules.md#gst-invoices): the registered name, the GSTIN (none: the
   * store issues receipts without tax), its state, and how redeemed Grocoins count. A form
   * without them (a new store's first save) takes the defaults.
   */
  legalName: invoiceFields.legalName.default(''),
  gstin: invoiceFields.gstin.default(null),
  stateCode: invoiceFields.stateCode.default(null),
  coinsOnInvoice: invoiceFields.coinsOnInvoice.default('PAYMENT'),
  /** Where home delivery goes (docs/product/rules.md#delivery-area); the dairy radius is apart. */
  deliveryRadiusKm: deliveryAreaFields.deliveryRadiusKm.default(DELIVERY_RADIUS_DEFAULT_KM),
  servedPincodes: deliveryAreaFields.servedPincodes.default([]),
  /**
   * A milk bill paid in full by card approves its PENDING subscription without staff
   * (docs/product/rules.md#milk-subscriptions); off, staff approve it as any other.
   */
  autoApproveMilk: z.boolean().default(false),
});

/** A GSTIN begins with its state's code: the two must agree. */
export const stateMatchesGstin = (s: { gstin?: string | null; stateCode?: string | null }) =>
  !s.gstin || s.stateCode === undefined || s.stateCode === s.gstin.slice(0, 2);
const stateRefusal = { message: gstMessages.stateOfGstin, path: ['stateCode'] };

/** What a store has for the invoice settings before an admin sets them. */
export const INVOICE_SETTINGS_DEFAULTS = {
  legalName: '',
  gstin: null,
  stateCode: null,
  coinsOnInvoice: 'PAYMENT',
} as const;

const limitsInOrder = (s: { goodwillAdminAbove?: number; goodwillDailyCap?: number }) =>
  s.goodwillAdminAbove === undefined ||
  s.goodwillDailyCap === undefined ||
  s.goodwillAdminAbove <= s.goodwillDailyCap;
const limitsRefusal = { message: goodwillMessages.adminAboveCap, path: ['goodwillAdminAbove'] };

export const storeSettingsSchema = storeFields
  .refine(limitsInOrder, limitsRefusal)
  .refine(stateMatchesGstin, stateRefusal)
  .meta({ id: 'StoreSettings' });
export type StoreSettings = z.infer<typeof storeSettingsSchema>;
export type StoreSettingsInput = z.input<typeof storeSettingsSchema>;

/**
 * What a save sends: every setting, but a body without the goodwill limits (a client from
 * before them) keeps the limits the store has, or the defaults on a new store, so an old tab's
 * save never undoes an admin's choice.
 */
export const storeSettingsBodySchema = storeFields
  .extend({
    goodwillAdminAbove: storeFields.shape.goodwillAdminAbove.optional(),
    goodwillDailyCap: storeFields.shape.goodwillDailyCap.optional(),
    // Left out (a client from before invoices): the store keeps what it has.
    legalName: invoiceFields.legalName.optional(),
    gstin: z.preprocess((v) => (v === '' ? null : v), invoiceFields.gstin).optional(),
    stateCode: z.preprocess((v) => (v === '' ? null : v), invoiceFields.stateCode).optional(),
    coinsOnInvoice: invoiceFields.coinsOnInvoice.optional(),
    // Left out (a client from before the delivery area): the store keeps what it has.
    deliveryRadiusKm: deliveryAreaFields.deliveryRadiusKm.optional(),
    servedPincodes: deliveryAreaFields.servedPincodes.optional(),
    // Left out (a client from before it): the store keeps what it has.
    autoApproveMilk: z.boolean().optional(),
  })
  .refine(limitsInOrder, limitsRefusal)
  .refine(stateMatchesGstin, stateRefusal);
export type StoreSettingsBody = z.infer<typeof storeSettingsBodySchema>;
export const GOODWILL_DEFAULTS = {
  goodwillAdminAbove: GOODWILL_ADMIN_ABOVE_DEFAULT,
  goodwillDailyCap: GOODWILL_DAILY_CAP_DEFAULT,
} as const;

export const opsStoreEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/ops/store',
    summary: "The shop's settings (admin); null until the first save sets the store up",
    tags: ['ops'],
    response: z.object({ settings: storeSettingsSchema.nullable() }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/ops/store',
    summary:
      "Replace the shop's settings, or make them on a new store; get-config answers them at once (admin)",
    tags: ['ops'],
    body: storeSettingsBodySchema,
    response: z.object({ message: z.string(), settings: storeSettingsSchema }),
  }),
};
