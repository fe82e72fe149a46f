import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roles } from '@grofresh/contracts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The 10-digit number; `deleted-<uuid>` once the account is deleted, freeing the number. */
    phone: text('phone').notNull().unique(),
    name: text('name'),
    email: text('email'),
    role: text('role', { enum: roles }).notNull().default('customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Tokens carry the version they were issued under; raising it (a new number, a deleted
     * account) ends every older token at the next request.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set when the shopper deleted the account; the row stays so orders keep their shopper. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('users_role_known', sql`${t.role} in ('customer', 'rider', 'staff', 'admin')`),
    // Staff find shoppers and orders by part of a phone number.
    index('users_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    index('users_role_idx').on(t.role),
  ],
);
