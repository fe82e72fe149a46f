import type { CsvRowError } from '@grofresh/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  changedFields,
  recordActivities,
  type ActivityEntry,
  type Actor,
} from '../../modules/activity/activity.service';
import { rowToItem, type RowContext } from '../../modules/catalog/csv-rows';
import {
  categoryRefs,
  fieldsOf,
  insertItems,
  updateItemRow,
  type ItemFields,
} from '../../modules/catalog/item-writes.service';
import { parseItemsCsv } from '../../modules/catalog/items-csv';
import { findOpsItems, lockOpsItems } from '../../modules/catalog/ops-items.service';

const LISTED_ERRORS_MAX = 50;

/**
 * Creates and updates items from the export's CSV, all rows or none, in one transaction:
 * categories and the items named by id are read once each (the items locked), every row is
 * checked before anything is written, and rows equal to their item change nothing.
 */
export async function importItems(
  db: Db,
  request: { csv: string; actor: Actor; now: Date },
): Promise<{ message: string; created: number; updated: number }> {
  const { rows, widthErrors } = parseItemsCsv(request.csv);
  return db.transaction(async (tx) => {
    const refs = await categoryRefs(tx);
    const ids = rows.map((r) => r.cells.id.trim().toLowerCase()).filter(Boolean);
    const ctx: RowContext = {
      categoriesByName: new Map(refs.map((c) => [c.name.toLowerCase(), c])),
      existing: new Map((await lockOpsItems(tx, ids)).map((i) => [i._id, i])),
      seen: new Map(),
    };
    const errors: CsvRowError[] = [...widthErrors];
    const creates: ItemFields[] = [];
    const updates: { id: string; fields: ItemFields; before: ItemFields }[] = [];
    for (const row of rows) {
      const result = rowToItem(row, ctx);
      if (result.kind === 'error') errors.push({ line: row.line, message: result.message });
      else if (result.kind === 'create') creates.push(result.fields);
      else
        updates.push({
          id: result.current._id,
          fields: result.fields,
          before: fieldsOf(result.current),
        });
    }
    if (errors.length > 0) {
      errors.sort((a, b) => a.line - b.line);
      const n = errors.length;
      throw new AppError(
        'VALIDATION_ERROR',
        `${n} ${n === 1 ? 'row has a problem' : 'rows have problems'}; nothing was imported`,
        { rows: errors.slice(0, LISTED_ERRORS_MAX) },
      );
    }

    const entry = (id: string, label: string, action: 'item.created' | 'item.updated') => ({
      actor: request.actor,
      action,
      subject: { type: 'item' as const, id, label },
      at: request.now,
    });
    const entries: ActivityEntry[] = [];
    const createdIds = await insertItems(tx, creates, request.now);
    for (const item of await findOpsItems(tx, createdIds)) {
      entries.push({
        ...entry(item._id, item.name, 'item.created'),
        before: null,
        after: fieldsOf(item),
      });
    }
    for (const { id, fields, before } of updates) {
      const changes = changedFields(before, fields);
      if (!changes) continue;
      const changed = {
        variants: 'variants' in changes.after,
        category: 'category' in changes.after,
      };
      await updateItemRow(tx, id, fields, changed, request.now);
      entries.push({ ...entry(id, fields.name, 'item.updated'), ...changes });
    }
    await recordActivities(tx, entries);
    const created = createdIds.length;
    const updated = entries.length - created;
    return { message: `Imported: ${created} new, ${updated} updated`, created, updated };
  });
}
