import { z } from 'zod';
import { endpoint } from './endpoint';
import { nextCursorSchema, pageQuerySchema } from './pagination';
import { storeDateSchema } from './time';

/** What staff can do that the store keeps a record of. Later issues add theirs. */
export const activityActions = [
  'order.accepted',
  'order.delivered',
  'order.cancelled',
  'order.assigned',
  'item.created',
  'item.updated',
  'item.retired',
  'item.restored',
  'category.created',
  'category.updated',
  'category.retired',
  'category.restored',
  'banner.created',
  'banner.updated',
  'banner.retired',
  'banner.restored',
  'store.updated',
  'user.role-changed',
  'subscription.paid',
  'subscription.approved',
  'subscription.paused',
  'subscription.resumed',
  'subscription.cancelled',
  'subscription.skipped',
  'subscription.quantity-changed',
  'milk-run.generated',
  // A stop moved in the walking order (docs/product/rules.md#riders).
  'milk-run.reordered',
  'milk-delivery.delivered',
  'milk-delivery.missed',
  'milk-delivery.undone',
  'refund.paid',
  'complaint.updated',
  'complaint.credited',
  'table-order.created',
  'table-order.updated',
  'table-order.lines-added',
  // Counting a unit or not, and its low mark (its movements are its own record).
  'stock.updated',
] as const;
export type ActivityAction = (typeof activityActions)[number];

export const activitySubjects = [
  'order',
  'item',
  'category',
  'banner',
  'store',
  'user',
  'subscription',
  'milk-run',
  'milk-delivery',
  'refund',
  'complaint',
  'table-order',
] as const;
export type ActivitySubject = (typeof activitySubjects)[number];

/** Only the fields that changed, before and after (null when the thing was created). */
export const activityValuesSchema = z.record(z.string(), z.unknown()).nullable();

export const activityNamesSchema = z.record(z.string(), z.string());
export type ActivityNames = z.infer<typeof activityNamesSchema>;

export const activitySchema = z
  .object({
    _id: z.string(),
    at: z.string(),
    actor: z.object({ _id: z.string(), phone: z.string() }),
    action: z.enum(activityActions),
    subject: z.object({ type: z.enum(activitySubjects), _id: z.string(), label: z.string() }),
    before: activityValuesSchema,
    after: activityValuesSchema,
  })
  .meta({ id: 'Activity' });
export type Activity = z.infer<typeof activitySchema>;

export const activityQuerySchema = pageQuerySchema.extend({
  action: z.enum(activityActions).optional(),
  subjectType: z.enum(activitySubjects).optional(),
  subjectId: z.string().max(64).optional(),
  /** Part of the phone number of the member of staff who acted. */
  actor: z.string().trim().max(10).optional(),
  /** Store dates, both ends included. */
  from: storeDateSchema.optional(),
  to: storeDateSchema.optional(),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

export const opsActivityEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/ops/activity',
    summary: 'What staff did, newest first, with the values before and after (admin)',
    tags: ['ops'],
    query: activityQuerySchema,
    response: z.object({
      activity: z.array(activitySchema),
      nextCursor: nextCursorSchema,
      /**
       * The names of the ids the page's values hold (an item's categories), id → name, so the
       * record reads in words; an id missing here names something no longer there.
       */
      names: activityNamesSchema,
    }),
  }),
};
