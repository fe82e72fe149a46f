import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * What the staff stream (GET /api/ops/events, Server-Sent Events) tells the console: the kind
 * of change and the record's `_id`; the console fetches what it shows. `resync` means some
 * events may have been missed (a dropped connection), so everything shown should be refetched.
 */
export const staffEventTypes = [
  'order.created',
  'order.updated',
  'complaint.created',
  'complaint.updated',
  'subscription.created',
  'subscription.updated',
  'table-order.updated',
  // Money the store has to give back was recorded, or its state changed (card or milk).
  'refund.updated',
  // A counted unit fell to its low mark or sold out (`_id` is the item's id).
  'stock.low',
] as const;
export type StaffEventType = (typeof staffEventTypes)[number];

/** The shopper's own stream (GET /api/orders/events) carries changes the store makes to their own orders, table orders, subscriptions and complaints. */
export const shopperEventTypes = [
  'order.updated',
  'table-order.updated',
  'subscription.updated',
  'complaint.updated',
] as const;
export type ShopperEventType = (typeof shopperEventTypes)[number];

export const RESYNC_EVENT = 'resync';

export const eventDataSchema = z.object({ _id: z.string() });
export type EventData = z.infer<typeof eventDataSchema>;

/** How long a client waits before reconnecting after the stream drops (SSE `retry`). */
export const EVENT_RETRY_MS = 2000;
/** A comment line this often keeps proxies from closing an idle stream. */
export const EVENT_HEARTBEAT_MS = 15_000;

/** A stream's answer, written by hand (never serialized): named events with their `_id`. */
const eventStream = z
  .string()
  .describe('The stream: each event named (`event:`) with its `_id` (`data:`), and `: ping`.');

/** The two streams of Server-Sent Events. */
export const eventStreamEndpoints = {
  staff: endpoint({
    method: 'GET',
    path: '/ops/events',
    summary: 'Server-Sent Events: order.created, order.updated and more, each with its _id',
    tags: ['ops'],
    contentType: 'text/event-stream',
    response: eventStream,
  }),
  shopper: endpoint({
    method: 'GET',
    path: '/orders/events',
    summary: "Server-Sent Events: order.updated for the signed-in shopper's own orders",
    tags: ['orders'],
    contentType: 'text/event-stream',
    response: eventStream,
  }),
};
