import { z } from 'zod';
import { idParamsSchema } from './catalog';
import { endpoint } from './endpoint';
import { nextCursorSchema, pageQuerySchema } from './pagination';
import {
  addTableOrderLinesBodySchema,
  createTableOrderBodySchema,
  staffTableOrderSchema,
  paidTableOrderSchema,
  tableOrderSchema,
  tableOrderStatuses,
} from './table-orders';

/** The table-order calls: the shopper's (/payment, My Orders) and the console's (Counter). */
export const tableOrderEndpoints = {
  current: endpoint({
    method: 'GET',
    path: '/table-orders/current',
    summary: 'The shopper’s latest table order not completed or cancelled (404 when none)',
    tags: ['table-orders'],
    response: z.object({ order: tableOrderSchema }),
    errors: [404, 503],
  }),
  one: endpoint({
    method: 'GET',
    path: '/table-orders/:id',
    summary: 'One table order (its shopper or staff)',
    tags: ['table-orders'],
    params: idParamsSchema,
    response: z.object({ order: paidTableOrderSchema }),
    errors: [503],
  }),
  mine: endpoint({
    method: 'GET',
    path: '/table-orders/mine',
    summary: 'The shopper’s table orders, newest first, a page at a time (My Orders)',
    tags: ['table-orders'],
    query: pageQuerySchema,
    response: z.object({ orders: z.array(paidTableOrderSchema), nextCursor: nextCursorSchema }),
  }),
  confirmPayment: endpoint({
    method: 'POST',
    path: '/table-orders/:id/confirm-payment',
    summary: 'The shopper says they have paid (SERVED → PAYMENT_CONFIRMATION)',
    tags: ['table-orders'],
    params: idParamsSchema,
    response: z.object({ message: z.string(), order: tableOrderSchema }),
    errors: [409, 503],
  }),
};

/**
 * The counter's two lists. `open`: orders not completed or cancelled, whenever opened.
 * `today`: those opened this store day (Asia/Kolkata), in any status, plus older ones still
 * open.
 */
export const tableOrderViews = ['open', 'today'] as const;
export type TableOrderView = (typeof tableOrderViews)[number];

export const opsTableOrderEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/table-orders',
    summary: 'Open a table order for a shopper’s phone number (staff)',
    tags: ['ops'],
    body: createTableOrderBodySchema,
    status: 201,
    response: z.object({ order: staffTableOrderSchema }),
    // 409 OUT_OF_STOCK: a line asks for more than is left (docs/product/rules.md#stock).
    errors: [409, 503],
  }),
  list: endpoint({
    method: 'GET',
    path: '/ops/table-orders',
    summary: 'Open table orders, or today’s and open ones; payments under review first (staff)',
    tags: ['ops'],
    query: z.object({ view: z.enum(tableOrderViews).default('open') }),
    response: z.object({ orders: z.array(staffTableOrderSchema) }),
  }),
  status: endpoint({
    method: 'PUT',
    path: '/table-orders/:id/status',
    summary: 'Move a table order along (staff)',
    tags: ['ops'],
    params: idParamsSchema,
    body: z.object({ status: z.enum(tableOrderStatuses) }),
    response: z.object({ message: z.string(), order: staffTableOrderSchema }),
    errors: [409, 503],
  }),
  addLines: endpoint({
    method: 'POST',
    path: '/ops/table-orders/:id/lines',
    summary: 'Add dine-in or pick-up lines while the order is open (staff)',
    tags: ['ops'],
    params: idParamsSchema,
    body: addTableOrderLinesBodySchema,
    response: z.object({ message: z.string(), order: staffTableOrderSchema }),
    errors: [409, 503],
  }),
};
