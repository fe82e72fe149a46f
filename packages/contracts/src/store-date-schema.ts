import { z } from 'zod';

/** A calendar date at the store, YYYY-MM-DD (API.md). */
export const storeDateSchema = z.iso.date('Use a date as YYYY-MM-DD');
