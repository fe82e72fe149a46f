import { stockMessages, type ShortLine } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { EVENTS_CHANNEL } from '../../lib/events';
import { run, statement } from '../../lib/statement';

/** A line of a document: how many of one unit it sells (`variantName` null or absent: no sizes). */
export interface StockLine {
  itemId: string;
  variantName?: string | null;
  quantity: number;
}

/**
 * The document that holds stock: an order (its order number, shared by the card payment that
 * creates it) or a counter order (`table:` and its id).
 */
export const orderDocument = (orderId: string): string => orderId;
export const tableOrderDocument = (tableOrderId: string): string => `table:${tableOrderId}`;

/** A unit a document asks more of than is left, as the 409 names it ('' is no size). */
export const shortLine = (
  itemId: string,
  variant: string,
  requested: number,
  available: number,
): ShortLine => ({ itemId, variantName: variant === '' ? null : variant, requested, available });

/** A whole document refused for its short lines: 409 OUT_OF_STOCK, each line in the details. */
export const outOfStock = (lines: ShortLine[], cause?: unknown): AppError =>
  new AppError('OUT_OF_STOCK', stockMessages.outOfStock, { lines }, { cause });

interface HeldRow {
  item_id: string;
  variant: string;
  on_hand: number;
  low_at: number;
  counted: boolean;
  /** What this document holds of the unit now: its sales less its give-backs. */
  taken: number;
}

/**
 * Every unit the lines name or the document already holds, locked in one order (item, then
 * size) so two documents never wait for each other, with what the document holds of each. A
 * unit without a row is not counted and is left alone.
 */
const lockUnits = statement<HeldRow>(
  'stock_lock_units',
  `select u.item_id, u.variant, u.on_hand, u.low_at, u.counted,
     coalesce((select -sum(m.change) from stock_movements m
       where m.document_id = $3 and m.item_id = u.item_id and m.variant = u.variant), 0)::int
       as taken
   from stock_units u
   where (u.item_id, u.variant) in (
     select w.item_id, w.variant from unnest($1::uuid[], $2::text[]) as w(item_id, variant)
     union select m.item_id, m.variant from stock_movements m where m.document_id = $3)
   order by u.item_id, u.variant
   for update of u`,
);

/**
 * What the document holds of each unit, read again once the units are locked: a transaction
 * that changed it meanwhile (a second give-back) has committed by then, and this statement
 * sees it where the first one, begun before it waited, could not.
 */
const heldNow = statement<{ item_id: string; variant: string; taken: number }>(
  'stock_held_now',
  `select item_id, variant, -sum(change)::int as taken from stock_movements
   where document_id = $1 group by item_id, variant`,
);

/**
 * The changes, their movements, and a 'stock.low' notice for each unit that falls to its low
 * mark (delivered to the console only if the transaction commits), in one statement.
 */
const applyChanges = statement<{ item_id: string }>(
  'stock_apply_changes',
  `with w as (
     select * from unnest($1::uuid[], $2::text[], $3::int[]) as w(item_id, variant, change)
   ), changed as (
     update stock_units u set on_hand = u.on_hand + w.change, updated_at = $5
     from w where u.item_id = w.item_id and u.variant = w.variant
     returning u.item_id, u.variant, u.on_hand, u.low_at, u.counted, w.change
   ), moved as (
     insert into stock_movements (item_id, variant, change, reason, document_id, on_hand_after, at)
     select item_id, variant, change, case when change < 0 then 'SALE' else 'GIVEN_BACK' end,
       $4, on_hand, $5 from changed
   )
   select item_id, pg_notify('${EVENTS_CHANNEL}',
       json_build_object('type', 'stock.low', 'id', item_id)::text)
   from changed
   where counted and change < 0 and on_hand <= low_at and on_hand - change > low_at`,
);

const unitKey = (itemId: string, variant: string) => `${itemId}\u0000${variant}`;

/**
 * Makes what a document holds of counted stock equal to its lines, in the caller's
 * transaction (docs/product/rules.md#stock): a new order takes its lines, an edited counter
 * order takes or gives back the difference, and `[]` gives everything back (a cancellation,
 * a failed or abandoned card payment). Running it again with the same lines changes nothing,
 * so a retry or a second give-back is harmless. A line asking for more than is left refuses
 * the whole document with 409 OUT_OF_STOCK, naming each short line; nothing is changed.
 *
 * Units are locked here. A document's first hold is serialised by its caller (the order
 * number's lock, the counter order's row), so two transactions never both start holding one.
 */
export async function holdStock(
  tx: DbOrTx,
  documentId: string,
  lines: readonly StockLine[],
  at: Date,
): Promise<void> {
  const wanted = new Map<string, { line: StockLine; quantity: number }>();
  for (const line of lines) {
    const key = unitKey(line.itemId, line.variantName ?? '');
    const seen = wanted.get(key);
    if (seen) seen.quantity += line.quantity;
    else wanted.set(key, { line, quantity: line.quantity });
  }
  const entries = [...wanted.values()];
  const units = await run(tx, lockUnits, [
    entries.map((e) => e.line.itemId),
    entries.map((e) => e.line.variantName ?? ''),
    documentId,
  ]);
  if (units.length === 0) return;
  if (units.some((unit) => unit.taken !== 0)) {
    const now = new Map(
      (await run(tx, heldNow, [documentId])).map((h) => [unitKey(h.item_id, h.variant), h.taken]),
    );
    for (const unit of units) unit.taken = now.get(unitKey(unit.item_id, unit.variant)) ?? 0;
  }

  const changes: { itemId: string; variant: string; change: number }[] = [];
  const short: ShortLine[] = [];
  for (const unit of units) {
    const want = wanted.get(unitKey(unit.item_id, unit.variant));
    // A unit not counted keeps what the document holds of it, unless the line is gone.
    const target = !want ? 0 : unit.counted ? want.quantity : unit.taken;
    const change = unit.taken - target;
    if (change === 0) continue;
    if (change < 0 && unit.on_hand + change < 0) {
      short.push(shortLine(unit.item_id, unit.variant, target, unit.on_hand + unit.taken));
    }
    changes.push({ itemId: unit.item_id, variant: unit.variant, change });
  }
  if (short.length > 0) throw outOfStock(short);
  if (changes.length === 0) return;
  await run(tx, applyChanges, [
    changes.map((c) => c.itemId),
    changes.map((c) => c.variant),
    changes.map((c) => c.change),
    documentId,
    at,
  ]);
}

/** Gives back everything a document holds (a cancellation, a payment that failed). */
export const releaseStock = (tx: DbOrTx, documentId: string, at: Date): Promise<void> =>
  holdStock(tx, documentId, [], at);
