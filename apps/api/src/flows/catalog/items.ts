import {
  DISCOUNT_MESSAGE,
  type ItemCreate,
  type ItemUpdate,
  type OpsItem,
} from '@grofresh/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import { changedFields, recordActivity, type Actor } from '../../modules/activity/activity.service';
import {
  fieldsOf,
  insertItems,
  normalizeCategories,
  setItemRetired,
  unusableCategories,
  updateItemRow,
  type ItemFields,
} from '../../modules/catalog/item-writes.service';
import { findOpsItems, lockOpsItems } from '../../modules/catalog/ops-items.service';

export const ITEM_NOT_FOUND = 'Item not found';
export const ITEM_RETIRED_MESSAGE = 'This item is retired. Restore it first to change it.';
export const CATEGORY_UNUSABLE_MESSAGE =
  'Pick categories that are in the shop: one of them is unknown or retired';

interface Request {
  actor: Actor;
  now: Date;
}

/** Categories must exist and not be retired; checked inside the transaction that saves. */
export async function checkCategories(tx: DbOrTx, ids: string[]): Promise<void> {
  if ((await unusableCategories(tx, ids)).length > 0) {
    throw invalidField('body.category', CATEGORY_UNUSABLE_MESSAGE);
  }
}

/** The discount stays below the price once a partial change is merged in (0 means none). */
export const discountBelowPrice = (f: Pick<ItemFields, 'price' | 'discountPrice'>): boolean =>
  f.discountPrice === 0 || f.discountPrice < f.price;

const itemSubject = (item: { _id: string; name: string }) => ({
  type: 'item' as const,
  id: item._id,
  label: item.name,
});

async function lockOne(tx: DbOrTx, id: string): Promise<OpsItem> {
  const [item] = await lockOpsItems(tx, [id]);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  return item;
}

async function reload(tx: DbOrTx, id: string): Promise<OpsItem> {
  const [item] = await findOpsItems(tx, [id]);
  return item!;
}

export async function createItem(
  db: Db,
  request: Request & { item: ItemCreate },
): Promise<{ item: OpsItem }> {
  return db.transaction(async (tx) => {
    const fields = { ...request.item, category: normalizeCategories(request.item.category) };
    await checkCategories(tx, fields.category);
    const [id] = await insertItems(tx, [fields], request.now);
    const item = await reload(tx, id!);
    await recordActivity(tx, {
      actor: request.actor,
      action: 'item.created',
      subject: itemSubject(item),
      before: null,
      after: fieldsOf(item),
      at: request.now,
    });
    return { item };
  });
}

/**
 * A change to an item, merged into what it is now under a row lock, so two staff saving at
 * once are applied one after the other. Placed orders keep their own snapshot of the item.
 */
export async function updateItem(
  db: Db,
  request: Request & { id: string; change: ItemUpdate },
): Promise<{ item: OpsItem }> {
  return db.transaction(async (tx) => {
    const current = await lockOne(tx, request.id);
    if (current.retired) throw new AppError('CONFLICT', ITEM_RETIRED_MESSAGE);
    const before = fieldsOf(current);
    const defined = Object.fromEntries(
      Object.entries(request.change).filter(([, v]) => v !== undefined),
    ) as ItemUpdate;
    const after: ItemFields = { ...before, ...defined };
    after.category = normalizeCategories(after.category);
    if (!discountBelowPrice(after)) throw invalidField('body.discountPrice', DISCOUNT_MESSAGE);
    // Only categories added now must be in the shop; one retired since may stay on the item.
    const added = after.category.filter((id) => !before.category.includes(id));
    if (added.length > 0) await checkCategories(tx, added);
    const changes = changedFields(before, after);
    if (!changes) return { item: current };
    const changed = {
      variants: 'variants' in changes.after,
      category: 'category' in changes.after,
    };
    await updateItemRow(tx, current._id, after, changed, request.now);
    const item = await reload(tx, current._id);
    await recordActivity(tx, {
      actor: request.actor,
      action: 'item.updated',
      subject: itemSubject(item),
      ...changes,
      at: request.now,
    });
    return { item };
  });
}

/** Retires (out of the shop) or restores an item; a second identical call changes nothing. */
export async function setItemRetirement(
  db: Db,
  request: Request & { id: string; retired: boolean },
): Promise<{ item: OpsItem }> {
  return db.transaction(async (tx) => {
    const current = await lockOne(tx, request.id);
    if (current.retired === request.retired) return { item: current };
    await setItemRetired(tx, current._id, request.retired ? request.now : null, request.now);
    await recordActivity(tx, {
      actor: request.actor,
      action: request.retired ? 'item.retired' : 'item.restored',
      subject: itemSubject(current),
      before: { retired: current.retired },
      after: { retired: request.retired },
      at: request.now,
    });
    return { item: await reload(tx, current._id) };
  });
}
