import type { PageViewBody } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { pageViews } from './analytics.table';

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
