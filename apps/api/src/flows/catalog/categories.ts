import type { CategoryCreate, OpsCategory } from '@grofresh/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { locks, takeLocks } from '../../db/locks';
import { AppError, notFound } from '../../lib/app-error';
import { changedFields, recordActivity, type Actor } from '../../modules/activity/activity.service';
import {
  categoryNamed,
  findOpsCategory,
  insertCategory,
  lockCategory,
  updateCategoryRow,
} from '../../modules/catalog/ops-categories.service';

export const CATEGORY_NOT_FOUND = 'Category not found';
export const CATEGORY_RETIRED_MESSAGE = 'This category is retired. Restore it first to change it.';

interface Request {
  actor: Actor;
  now: Date;
}

const subject = (c: { _id: string; name: string }) => ({
  type: 'category' as const,
  id: c._id,
  label: c.name,
});

/** Names are unique ignoring case, retired categories included; call under the names lock. */
async function checkNameFree(tx: DbOrTx, name: string, exceptId?: string): Promise<void> {
  const taken = await categoryNamed(tx, name, exceptId);
  if (taken) throw new AppError('CONFLICT', `A category called ${taken.name} already exists`);
}

async function lockOne(tx: DbOrTx, id: string) {
  const row = await lockCategory(tx, id);
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

export async function createCategory(
  db: Db,
  request: Request & { category: CategoryCreate },
): Promise<{ category: OpsCategory }> {
  return db.transaction(async (tx) => {
    await takeLocks(tx, locks.categoryNames());
    await checkNameFree(tx, request.category.name);
    const id = await insertCategory(tx, request.category);
    await recordActivity(tx, {
      actor: request.actor,
      action: 'category.created',
      subject: { type: 'category', id, label: request.category.name },
      before: null,
      after: { name: request.category.name, image: request.category.image },
      at: request.now,
    });
    return { category: await findOpsCategory(tx, id) };
  });
}

export async function updateCategory(
  db: Db,
  request: Request & { id: string; change: Partial<CategoryCreate> },
): Promise<{ category: OpsCategory }> {
  return db.transaction(async (tx) => {
    if (request.change.name !== undefined) await takeLocks(tx, locks.categoryNames());
    const row = await lockOne(tx, request.id);
    if (row.retiredAt) throw new AppError('CONFLICT', CATEGORY_RETIRED_MESSAGE);
    const changes = changedFields({ name: row.name, image: row.image }, request.change);
    if (!changes) return { category: await findOpsCategory(tx, row.id) };
    if (request.change.name !== undefined && 'name' in changes.after) {
      await checkNameFree(tx, request.change.name, row.id);
    }
    await updateCategoryRow(tx, row.id, changes.after);
    const category = await findOpsCategory(tx, row.id);
    await recordActivity(tx, {
      actor: request.actor,
      action: 'category.updated',
      subject: subject(category),
      ...changes,
      at: request.now,
    });
    return { category };
  });
}

/** Retires a category (out of the shop; its items stay) or restores it; idempotent. */
export async function setCategoryRetirement(
  db: Db,
  request: Request & { id: string; retired: boolean },
): Promise<{ category: OpsCategory }> {
  return db.transaction(async (tx) => {
    const row = await lockOne(tx, request.id);
    const was = row.retiredAt !== null;
    if (was !== request.retired) {
      await updateCategoryRow(tx, row.id, { retiredAt: request.retired ? request.now : null });
      await recordActivity(tx, {
        actor: request.actor,
        action: request.retired ? 'category.retired' : 'category.restored',
        subject: { type: 'category', id: row.id, label: row.name },
        before: { retired: was },
        after: { retired: request.retired },
        at: request.now,
      });
    }
    return { category: await findOpsCategory(tx, row.id) };
  });
}
