import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One request for a code: the code itself is never stored, only its keyed hash. */
export const otpSessions = pgTable(
  'otp_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    clientAddress: text('client_address').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_sessions_phone_created_idx').on(t.phone, t.createdAt),
    index('otp_sessions_client_created_idx').on(t.clientAddress, t.createdAt),
  ],
);

/**
 * One signed-in device: every token carries its session's id (`sid`). Signing out ends it;
 * renewing a token keeps it and moves `expires_at`. Ended or expired sessions are pruned.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('auth_sessions_user_idx').on(t.userId),
    index('auth_sessions_expires_idx').on(t.expiresAt),
  ],
);
