import { z } from 'zod';

/**
 * A point on the map, as check-radius takes it: the shopper's checked location on a dairy
 * order, or the pin of a saved address.
 */
export const coordinatesSchema = z.object({
  lat: z
    .number({ error: 'Latitude must be a number' })
    .min(-90, 'Latitude must be between -90 and 90')
    .max(90, 'Latitude must be between -90 and 90'),
  lon: z
    .number({ error: 'Longitude must be a number' })
    .min(-180, 'Longitude must be between -180 and 180')
    .max(180, 'Longitude must be between -180 and 180'),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** Why the server refused dairy: no point to measure from, or a point too far from the store. */
export const dairyRefusalReasons = ['LOCATION_NEEDED', 'OUTSIDE_RANGE'] as const;
export type DairyRefusalReason = (typeof dairyRefusalReasons)[number];

/** The `details` of a 422 DAIRY_OUT_OF_RANGE answer. */
export const dairyRefusalDetailsSchema = z.object({
  reason: z.enum(dairyRefusalReasons),
  /** The dairy items of the order, by name, in cart order. */
  items: z.array(z.string()),
  radiusKm: z.number(),
});
export type DairyRefusalDetails = z.infer<typeof dairyRefusalDetailsSchema>;

const km = (radiusKm: number) => `${Number(radiusKm.toFixed(1))} km`;
const listOf = (names: readonly string[]) => names.join(', ');

/**
 * Dairy depends on the shopper's location (docs/product/rules.md#dairy). The sentences a refusal
 * carries, written once: the server answers them and the checkout says the first before sending.
 */
export const dairyRuleMessages = {
  locationNeeded: (radiusKm: number, names: readonly string[]) =>
    `We need your location to deliver dairy items, which go only within ${km(radiusKm)} of the store: ${listOf(names)}. Please turn on location and try again.`,
  outsideRange: (radiusKm: number, names: readonly string[]) =>
    `Dairy items are delivered only within ${km(radiusKm)} of the store: ${listOf(names)}.`,
} as const;

/** One message builder for both reasons. */
export const dairyRefusalMessage = (details: DairyRefusalDetails): string =>
  details.reason === 'LOCATION_NEEDED'
    ? dairyRuleMessages.locationNeeded(details.radiusKm, details.items)
    : dairyRuleMessages.outsideRange(details.radiusKm, details.items);
