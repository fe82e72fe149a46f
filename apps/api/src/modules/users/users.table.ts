import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull().unique(),
    role: text('role', { enum: ['customer', 'staff', 'admin'] })
      .notNull()
      .default('customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_role_known', sql`${t.role} in ('customer', 'staff', 'admin')`)],
);
