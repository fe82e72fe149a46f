import type { StockUnit } from '@grofresh/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  changedFields,
  recordActivities,
  type ActivityEntry,
  type Actor,
} from '../../modules/activity/activity.service';
import { readStockTake } from '../../modules/catalog/stock-csv';
import { listStock } from '../../modules/catalog/stock-list';
import {
  applyStockTake,
  lockTakeUnits,
  takeChanges,
  type TakeChange,
} from '../../modules/catalog/stock-take';

const LISTED_ERRORS_MAX = 50;

/**
 * POST /ops/stock/import: a stock take from the export's file (docs/product/rules.md#stock), all
 * rows or none, in one transaction. Every row is checked against the units on sale before
 * anything is written; a row with a problem refuses the file (400, each line and its
 * sentence). The units named are locked as sales lock them and read once locked, so each count
 * that differs is recorded as a COUNT movement of exactly the difference, and a sale meanwhile
 * is never lost.
 */
export async function importStockTake(
  db: Db,
  request: { csv: string; actor: Actor; now: Date },
): Promise<{ message: string; counts: number; settings: number }> {
  return db.transaction(async (tx) => {
    const units = await listStock(tx, {});
    const { rows, errors } = readStockTake(request.csv, units);
    if (errors.length > 0) {
      errors.sort((a, b) => a.line - b.line);
      const n = errors.length;
      throw new AppError(
        'VALIDATION_ERROR',
        `${n} ${n === 1 ? 'row has a problem' : 'rows have problems'}; nothing was imported`,
        { rows: errors.slice(0, LISTED_ERRORS_MAX) },
      );
    }
    const changes = takeChanges(rows, rows.length ? await lockTakeUnits(tx, rows) : new Map());
    await applyStockTake(tx, changes, request.actor.id, request.now);
    await recordActivities(tx, settingsChanged(changes, units, request));
    const counts = changes.filter((c) => c.change !== 0).length;
    const settings = changes.length - counts;
    const message =
      changes.length === 0
        ? 'Nothing to change: every count is as the file says'
        : `Stock take recorded: ${counts} ${counts === 1 ? 'count' : 'counts'} changed, ` +
          `${settings} other ${settings === 1 ? 'change' : 'changes'}`;
    return { message, counts, settings };
  });
}

/** The staff activity of a stock take: each unit counted or not, or with another low mark. */
function settingsChanged(
  changes: TakeChange[],
  units: StockUnit[],
  request: { actor: Actor; now: Date },
): ActivityEntry[] {
  const names = new Map(units.map((u) => [`${u.itemId} ${u.variantName ?? ''}`, u.name]));
  return changes.flatMap((c) => {
    const changed = changedFields(
      { counted: c.before.counted, lowAt: c.before.lowAt },
      { counted: c.counted, lowAt: c.lowAt },
    );
    if (!changed) return [];
    const label = names.get(`${c.itemId} ${c.variant}`) ?? c.itemId;
    return [
      {
        actor: request.actor,
        action: 'stock.updated' as const,
        subject: { type: 'item' as const, id: c.itemId, label },
        ...changed,
        at: request.now,
      },
    ];
  });
}
