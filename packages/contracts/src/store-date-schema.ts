import { z } from 'zod';

/** A calendar date at the store, YYYY-MM-DD (docs/product/calls.md#transport). */
export const storeDateSchema = z.iso.date('Use a date as YYYY-MM-DD');
