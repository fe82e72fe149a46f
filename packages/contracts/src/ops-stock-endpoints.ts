import { z } from 'zod';
import { endpoint } from './endpoint';
import { csvImportSchema } from './ops-catalog';
import {
  stockListQuerySchema,
  stockMovementBodySchema,
  stockMovementSchema,
  stockSettingsBodySchema,
  stockUnitSchema,
} from './stock';

/** The console's stock calls (docs/product/calls.md); the records they carry are in stock.ts. */
const itemIdParams = z.object({ itemId: z.uuid('Item not found') });

export const opsStockEndpoints = {
  record: endpoint({
    method: 'POST',
    path: '/ops/stock/movements',
    summary: 'Record stock received, damaged, expired, returned or a count (staff)',
    tags: ['ops'],
    body: stockMovementBodySchema,
    response: z.object({ movement: stockMovementSchema, stock: stockUnitSchema }),
    status: 201,
    errors: [404, 409],
  }),
  settings: endpoint({
    method: 'PUT',
    path: '/ops/stock/:itemId',
    summary: 'Count an item (or one size) or stop counting it, and set its low mark (staff)',
    tags: ['ops'],
    params: itemIdParams,
    body: stockSettingsBodySchema,
    response: z.object({ stock: stockUnitSchema }),
    errors: [404],
  }),
  list: endpoint({
    method: 'GET',
    path: '/ops/stock',
    summary: 'Stock of every sellable unit, by search and filter (staff)',
    tags: ['ops'],
    query: stockListQuerySchema,
    response: z.object({ items: z.array(stockUnitSchema) }),
  }),
  movements: endpoint({
    method: 'GET',
    path: '/ops/stock/:itemId/movements',
    summary: "An item's stock history, newest first (staff)",
    tags: ['ops'],
    params: itemIdParams,
    response: z.object({ movements: z.array(stockMovementSchema) }),
    errors: [404],
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/ops/stock/export.csv',
    summary: 'Every sellable unit and its count as CSV, for a stock take (staff)',
    tags: ['ops'],
    contentType: 'text/csv',
    response: z.string().describe('The units (CSV: itemId, name, size, counted, onHand, lowAt).'),
  }),
  importCsv: endpoint({
    method: 'POST',
    path: '/ops/stock/import',
    summary: 'A stock take from CSV (the export columns): every changed count, all rows or none',
    description:
      'Each count that differs is recorded as a COUNT movement; a row with a problem refuses ' +
      'the whole file (400, `details.rows`: each line and its sentence) and nothing changes.',
    tags: ['ops'],
    body: csvImportSchema,
    response: z.object({
      message: z.string(),
      /** Units whose number on hand changed (one COUNT movement each). */
      counts: z.number().int(),
      /** Other units changed, their count as it was: counted or not, or another low mark. */
      settings: z.number().int(),
    }),
  }),
} as const;
