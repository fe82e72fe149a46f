import {
  MAX_LINE_QUANTITY,
  TABLE_ORDER_MAX_LINES,
  type Item,
  type TableOrderLineInput,
  type Variant,
} from '@grofresh/contracts';

/** The two lists a table order has: eaten at the table, or taken away. */
export type CounterList = 'dineIn' | 'pickUp';
export const counterListLabel: Record<CounterList, string> = {
  dineIn: 'Dine In',
  pickUp: 'Pick Up',
};

/** A line being put together at the counter, before the server prices it. */
export interface DraftLine {
  /** itemId and variant: adding the same thing again adds to its quantity. */
  key: string;
  itemId: string;
  name: string;
  variantName: string | null;
  /** What one costs as the shop shows it: the discount price when there is one. */
  unitPrice: number;
  quantity: number;
}

export type DraftLines = Record<CounterList, DraftLine[]>;
export const noDraftLines: DraftLines = { dineIn: [], pickUp: [] };

/** The discount price when there is one (> 0), else the price. */
export const unitPriceOf = (p: Pick<Variant, 'price' | 'discountPrice'>): number =>
  p.discountPrice > 0 ? p.discountPrice : p.price;

export const lineName = (l: Pick<DraftLine, 'name' | 'variantName'>): string =>
  l.variantName ? `${l.name} ${l.variantName}` : l.name;

export const clampQuantity = (n: number): number =>
  Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(n) || 1));

export function draftLineOf(item: Item, variant: Variant | null, quantity: number): DraftLine {
  return {
    key: `${item._id}|${variant?.value ?? ''}`,
    itemId: item._id,
    name: item.name,
    variantName: variant?.value ?? null,
    unitPrice: unitPriceOf(variant ?? item),
    quantity: clampQuantity(quantity),
  };
}

/** Adds a line to a list, or adds its quantity to the same item and variant already there. */
export function addDraftLine(lines: DraftLine[], line: DraftLine): DraftLine[] {
  const existing = lines.find((l) => l.key === line.key);
  if (!existing) return [...lines, line];
  return lines.map((l) =>
    l.key === line.key ? { ...l, quantity: clampQuantity(l.quantity + line.quantity) } : l,
  );
}

/** May a list take one more line? (The same item again only adds to its quantity.) */
export const listHasRoom = (lines: DraftLine[], key: string): boolean =>
  lines.length < TABLE_ORDER_MAX_LINES || lines.some((l) => l.key === key);

/** A preview of a list's total, in paise to keep the sum exact; the server prices the order. */
export const draftTotal = (lines: DraftLine[]): number =>
  lines.reduce((paise, l) => paise + Math.round(l.unitPrice * 100) * l.quantity, 0) / 100;

export const draftLineTotal = (l: DraftLine): number =>
  (Math.round(l.unitPrice * 100) * l.quantity) / 100;

/** What the server is sent for a list (variantName only for variant items). */
export const toLineInputs = (lines: DraftLine[]): TableOrderLineInput[] =>
  lines.map((l) => ({
    itemId: l.itemId,
    ...(l.variantName ? { variantName: l.variantName } : {}),
    quantity: l.quantity,
  }));

export const draftLineCount = (d: DraftLines): number => d.dineIn.length + d.pickUp.length;
