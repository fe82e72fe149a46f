import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ActivityAction, ActivitySubject } from '@grofresh/contracts';

/**
 * Every staff action, written in the same transaction as the change it records: who, when,
 * what, and the changed values before and after. Rows are never updated or deleted.
 */
export const staffActivity = pgTable(
  'staff_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').notNull(),
    /** As it was when they acted, so the record reads the same later. */
    actorPhone: text('actor_phone').notNull(),
    action: text('action').$type<ActivityAction>().notNull(),
    subjectType: text('subject_type').$type<ActivitySubject>().notNull(),
    subjectId: text('subject_id').notNull(),
    subjectLabel: text('subject_label').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('staff_activity_created_idx').on(t.createdAt, t.id),
    index('staff_activity_actor_idx').on(t.actorId, t.createdAt),
    index('staff_activity_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
    index('staff_activity_action_idx').on(t.action, t.createdAt),
  ],
);
