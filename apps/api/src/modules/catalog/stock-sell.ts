import type { DbOrTx } from '../../db/database';
import { runTogether, statement, step, type Step } from '../../lib/statement';
import { outOfStock, shortLine, type StockLine } from './stock-hold';

/**
 * The sale in one round trip: `grofresh_sell_stock` (migrations 0022, 0024, 0032) queues on
 * each counted unit's advisory lock (`locks.stockUnit`), locks the units' rows in holdStock's
 * order, reads them again once locked, and refuses the short lines with an error (GF409, the
 * lines as JSON in its detail; then nothing is taken) or takes every unit with its movement.
 * One statement cannot both wait for a row's lock and read what the holder committed, hence
 * the function: its statements each see it. It refuses with an error, not an answer, so that
 * a COMMIT sent behind it in the same round trip (`commitStep`) can never keep a short order.
 */
const sell = statement<never>(
  'stock_sell',
  'select grofresh_sell_stock($1::uuid[], $2::text[], $3::int[], $4, $5)',
);

const SHORT = 'GF409';

interface ShortRow {
  itemId: string;
  variant: string;
  requested: number;
  available: number;
}

/** The sale's refusal as the shop's 409 OUT_OF_STOCK, naming each short line. */
function refusedSale(error: unknown): unknown {
  const { code, detail } = error as { code?: string; detail?: string };
  if (code !== SHORT || !detail) return error;
  const short = JSON.parse(detail) as ShortRow[];
  const lines = short.map((r) => shortLine(r.itemId, r.variant, r.requested, r.available));
  return outOfStock(lines, error);
}

/**
 * Takes the counted units of a document that holds none yet (a new order, a card payment's
 * start, a new counter order), in the caller's transaction, under the lock that makes the
 * document's number its own (docs/product/rules.md#stock): what `holdStock` does for such a
 * document, in one round trip instead of two, run last so that the units' row locks, which
 * every order of them queues for, are held only until the commit (bench/results/orders.md). A
 * line asking for more than is left refuses the whole document with 409 OUT_OF_STOCK naming
 * each short line; nothing is taken, and the caller's transaction can only roll back.
 */
export async function sellStock(
  tx: DbOrTx,
  documentId: string,
  lines: readonly StockLine[],
  at: Date,
): Promise<void> {
  await runTogether(tx, stockSale(documentId, lines, at));
}

/**
 * `sellStock` as a step, to be sent with the document's insert, after it, and before the
 * commit (`runTogether`, `commitStep`).
 */
export function stockSale(documentId: string, lines: readonly StockLine[], at: Date): Step<void> {
  const values = [
    lines.map((l) => l.itemId),
    lines.map((l) => l.variantName ?? ''),
    lines.map((l) => l.quantity),
    documentId,
    at,
  ];
  return step(lines.length === 0 ? null : sell, values, () => undefined, refusedSale);
}
