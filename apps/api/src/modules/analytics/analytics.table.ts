import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** First-party page views: no third-party script sees our shoppers. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    userAgent: text('user_agent'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('page_views_viewed_at_idx').on(t.viewedAt)],
);
