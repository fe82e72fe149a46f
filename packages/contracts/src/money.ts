import { z } from 'zod';

// The conversions and the display live apart from the schema, so the web app's first page
// takes them without zod.
export * from './rupees';

/** A rupee amount as it travels: non-negative, at most two decimals. */
export const rupeesSchema = z
  .number()
  .nonnegative()
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'At most 2 decimals');
