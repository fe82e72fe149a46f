import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A shopper's saved address. The shopper is referred to by id only (users module). */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    type: text('type', { enum: ['HOME', 'WORK', 'HOTEL', 'OTHER'] }).notNull(),
    flat: text('flat').notNull(),
    floor: text('floor').notNull().default(''),
    locality: text('locality').notNull(),
    landmark: text('landmark').notNull().default(''),
    city: text('city').notNull().default(''),
    zip: text('zip').notNull().default(''),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    /** The pinned location (degrees), both or neither; dairy for this address is measured here. */
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('addresses_user_created_idx').on(t.userId, t.createdAt, t.id),
    check(
      'addresses_location_pinned',
      sql`(${t.lat} IS NULL AND ${t.lon} IS NULL) OR (${t.lat} BETWEEN -90 AND 90 AND ${t.lon} BETWEEN -180 AND 180)`,
    ),
  ],
);
