import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../modules/activity/activity.service';
import { readStockTake } from '../../modules/catalog/stock-csv';
import { listStock } from '../../modules/catalog/stock-list';
import { applyStockTake, lockTakeUnits, takeChanges } from '../../modules/catalog/stock-take';

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
    const { rows, errors } = readStockTake(request.csv, await listStock(tx, {}));
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
