import type { StockMovement, StockUnit } from '@grofresh/contracts';
import { formatPhone } from '@/lib/phone';

/** Where a unit stands (docs/product/rules.md#stock): not counted, sold out, low, or fine. */
export type UnitState = 'not-counted' | 'out' | 'low' | 'ok';

export function unitState(unit: StockUnit): UnitState {
  if (!unit.counted || unit.onHand === null) return 'not-counted';
  if (unit.onHand <= 0) return 'out';
  return unit.onHand <= unit.lowAt ? 'low' : 'ok';
}

export const stateLabel: Record<UnitState, string> = {
  'not-counted': 'Not counted',
  out: 'Out of stock',
  low: 'Low stock',
  ok: 'In stock',
};

/** The live alert's words: "Paneer · 200 g: only 2 left", or "…: sold out". */
export function lowStockAlert(unit: StockUnit): string {
  return unit.onHand !== null && unit.onHand > 0
    ? `${unit.name}: only ${unit.onHand} left`
    : `${unit.name}: sold out`;
}

/** A movement's change with its sign: "+12", "−3" (a true minus, read as "minus"). */
export const signed = (change: number): string =>
  change > 0 ? `+${change}` : `−${Math.abs(change)}`;

/** The order a sale or a give-back belongs to, as the history names it. */
export const orderOf = (movement: StockMovement): string | null =>
  movement.orderId && (movement.reason === 'SALE' || movement.reason === 'GIVEN_BACK')
    ? `Order ${movement.orderId}`
    : null;

/** A unit's own movements: an item's history holds every size of it. */
export const movementsOf = (movements: StockMovement[], unit: StockUnit): StockMovement[] =>
  movements.filter((m) => (m.variantName ?? null) === (unit.variantName ?? null));

/** A stable key for a unit in lists and state: the item and its size. */
export const unitKey = (unit: Pick<StockUnit, 'itemId' | 'variantName'>): string =>
  `${unit.itemId}:${unit.variantName ?? ''}`;

/**
 * Who recorded a movement: staff by name, or by number as the console writes numbers; the
 * shop's own (a sale, a give-back) says so.
 */
export const whoOf = (movement: StockMovement): string =>
  movement.by === null
    ? 'The shop'
    : /^\d{10}$/.test(movement.by)
      ? formatPhone(movement.by)
      : movement.by;
