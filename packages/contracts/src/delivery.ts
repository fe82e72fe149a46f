import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Where the store delivers (docs/product/rules.md#delivery-area): home delivery of any order
 * goes within `deliveryRadiusKm` of the store's point, or, to an address without a pin, to a
 * pincode in `servedPincodes`. The dairy radius (`radiusKm`, rules.md#dairy) is a rule of its own.
 */
export const DELIVERY_RADIUS_DEFAULT_KM = 5;
export const SERVED_PINCODES_MAX = 100;

export const deliveryAreaMessages = {
  radius: 'Enter the home delivery radius in km, between 0.5 and 50',
  pincode: 'Each served pincode has 6 digits, e.g. 560038',
  pincodesMax: `At most ${SERVED_PINCODES_MAX} served pincodes`,
  pincodesTwice: 'Each served pincode once',
  notServiceable: "We don't deliver to this address yet. Choose Store Pick Up or another address.",
  pointOrPincode: 'Send a location (lat and lon) or a 6-digit pincode.',
} as const;

export const pincodeSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{5}$/, deliveryAreaMessages.pincode);

/** The two settings, as the store settings' schema takes them (ops-store.ts). */
export const deliveryAreaFields = {
  deliveryRadiusKm: z
    .number({ error: deliveryAreaMessages.radius })
    .min(0.5, deliveryAreaMessages.radius)
    .max(50, deliveryAreaMessages.radius),
  servedPincodes: z
    .array(pincodeSchema)
    .max(SERVED_PINCODES_MAX, deliveryAreaMessages.pincodesMax)
    .refine((codes) => new Set(codes).size === codes.length, deliveryAreaMessages.pincodesTwice),
};

/** Neither a whole point nor a pincode is answered 422 (deliveryAreaMessages.pointOrPincode). */
export const checkServiceableBodySchema = z.object({
  lat: z.number().min(-90).max(90).optional(),
  lon: z.number().min(-180).max(180).optional(),
  zip: pincodeSchema.optional(),
});

export const checkServiceableResponseSchema = z.object({
  /** Home delivery reaches it. */
  serviceable: z.boolean(),
  /** Dairy reaches it: only a point can tell (docs/product/rules.md#dairy); a pincode alone, false. */
  dairy: z.boolean(),
  /** From the store, when a point was sent. */
  distanceKm: z.number().optional(),
});
export type CheckServiceableResponse = z.infer<typeof checkServiceableResponseSchema>;

export const deliveryAreaEndpoints = {
  checkServiceable: endpoint({
    method: 'POST',
    path: '/common/check-serviceable',
    summary:
      'Whether the store delivers to a point or, without one, a pincode, and whether dairy goes there',
    tags: ['store'],
    public: true,
    body: checkServiceableBodySchema,
    response: checkServiceableResponseSchema,
    // Neither a point nor a pincode (422); the store not set up (503).
    errors: [422, 503],
  }),
};
