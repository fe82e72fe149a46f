import { z } from 'zod';

/*
 * What a shopper meets of stock (docs/product/rules.md#stock): an order refused because a line
 * asks for more than is left. Apart from the console's records and bodies (stock.ts), so a
 * shopper's page builds these two schemas alone.
 */

/** 409 OUT_OF_STOCK's details: each line asking for more than is left. */
export const shortLineSchema = z.object({
  itemId: z.string(),
  variantName: z.string().nullable(),
  requested: z.number().int(),
  available: z.number().int(),
});
export type ShortLine = z.infer<typeof shortLineSchema>;
export const outOfStockDetailsSchema = z.object({ lines: z.array(shortLineSchema) });
export type OutOfStockDetails = z.infer<typeof outOfStockDetailsSchema>;
