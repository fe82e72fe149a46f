import { lt } from 'drizzle-orm';
import type { PageViewBody } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { deleteInBatches } from '../../lib/delete-in-batches';
import { pageViews } from './analytics.table';

/**
 * How long page views are kept. Nothing in the shop reads them back today (the console's
 * dashboard counts orders and coins, not views), so this bounds growth and keeps a season of
 * history for any later traffic report.
 */
export const PAGE_VIEW_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function recordPageView(
  db: DbOrTx,
  view: PageViewBody & { userAgent: string | undefined; at: Date },
): Promise<void> {
  await db.insert(pageViews).values({
    path: view.path,
    referrer: view.referrer ?? null,
    userAgent: view.userAgent?.slice(0, 512) ?? null,
    viewedAt: view.at,
  });
}

/** Deletes page views older than PAGE_VIEW_RETENTION_DAYS, a batch at a time; answers how many. */
export function prunePageViews(db: DbOrTx, now: Date, batch?: number): Promise<number> {
  const before = new Date(now.getTime() - PAGE_VIEW_RETENTION_DAYS * DAY_MS);
  return deleteInBatches(
    db,
    { table: pageViews, id: pageViews.id, where: lt(pageViews.viewedAt, before) },
    batch,
  );
}
