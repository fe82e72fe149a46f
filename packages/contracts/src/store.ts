import { endpoint } from './endpoint';
import { z } from 'zod';
import { rupeesSchema } from './money';

export const storeSchema = z
  .object({
    name: z.string(),
    phone: z.string(),
    whatsapp: z.string(),
    lat: z.number(),
    lon: z.number(),
    radiusKm: z.number(),
    /** For UPI QR payments: the store's VPA and the name shown to the payer. */
    upiId: z.string(),
    upiName: z.string(),
    /** The shop's street address (contact page, packing slips). */
    address: z.string(),
    /** When the store hands over pick-ups, HH:MM store time. */
    pickUpHours: z.object({ opens: z.string(), closes: z.string() }),
  })
  .meta({ id: 'Store' });
export type Store = z.infer<typeof storeSchema>;

export const storeConfigResponseSchema = z.object({
  milkPriceSubscription: z.record(z.string(), rupeesSchema),
  store: storeSchema,
});
export type StoreConfig = z.infer<typeof storeConfigResponseSchema>;

export const checkRadiusBodySchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export const checkRadiusResponseSchema = z.object({
  withinRange: z.boolean(),
  distanceKm: z.number(),
});
export type CheckRadiusResponse = z.infer<typeof checkRadiusResponseSchema>;

/**
 * Quantity option keys are shown upper-cased with underscores as spaces
 * (docs/product/records.md#subscription).
 */
export const quantityOptionLabel = (key: string): string => key.replace(/_/g, ' ').toUpperCase();

/** What the shop shows before sign-in: the store's settings and its delivery radius. */
export const storeEndpoints = {
  config: endpoint({
    method: 'GET',
    path: '/store/get-config',
    summary: "The store's contact, location, delivery radius and milk prices",
    tags: ['store'],
    public: true,
    response: storeConfigResponseSchema,
    // Before an admin has set the store up (STORE_NOT_SET_UP).
    errors: [503],
  }),
  checkRadius: endpoint({
    method: 'POST',
    path: '/common/check-radius',
    summary: 'Whether a point is inside the delivery radius (decides dairy eligibility)',
    tags: ['store'],
    public: true,
    body: checkRadiusBodySchema,
    response: checkRadiusResponseSchema,
    errors: [503],
  }),
};

/**
 * The store's clock (CLOCK_NOW when pinned): screens that mirror a server window (the milk
 * subscription's 10 AM – 3 PM) read the time from here, not from the device.
 */
export const storeClockEndpoint = endpoint({
  method: 'GET',
  path: '/store/time',
  summary: "The store's current instant",
  tags: ['store'],
  public: true,
  response: z.object({ now: z.string() }),
});
