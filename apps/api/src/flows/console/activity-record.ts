import type { Activity, ActivityNames, activityQuerySchema } from '@grofresh/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/database';
import { listActivity } from '../../modules/activity/activity.service';
import { categoryNames } from '../../modules/catalog/ops-categories.service';

/** The category ids an entry's values hold (an item's `category`, before and after). */
function categoryIds(entry: Activity): string[] {
  return [entry.before, entry.after].flatMap((values) => {
    const held = values?.category;
    return Array.isArray(held) ? held.filter((id): id is string => typeof id === 'string') : [];
  });
}

/**
 * GET /api/ops/activity: a page of the record with the names of the ids it holds, read in one
 * query for the whole page (docs/product.md, "Activity record").
 */
export async function readActivityRecord(
  db: DbOrTx,
  query: z.output<typeof activityQuerySchema>,
): Promise<{ activity: Activity[]; nextCursor: string | null; names: ActivityNames }> {
  const page = await listActivity(db, query);
  const names = await categoryNames(db, page.activity.flatMap(categoryIds));
  return { ...page, names };
}
