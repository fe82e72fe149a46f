import { stringify } from 'csv-stringify/sync';
import {
  STOCK_CSV_COLUMNS,
  STOCK_MAX,
  stockMessages,
  type CsvRowError,
  type StockUnit,
} from '@grofresh/contracts';
import { guardCell, parseCsvRows, type CsvRow } from './items-csv';

type StockColumn = (typeof STOCK_CSV_COLUMNS)[number];

/** The stock take's file: one row per unit on sale, counts as plain numbers, yes or no. */
export function stockCsv(units: StockUnit[]): string {
  const rows = units.map((u) => [
    u.itemId,
    guardCell(u.name),
    guardCell(u.variantName ?? ''),
    u.counted ? 'yes' : 'no',
    u.onHand === null ? '' : String(u.onHand),
    String(u.lowAt),
  ]);
  return stringify([[...STOCK_CSV_COLUMNS], ...rows], { record_delimiter: '\r\n' });
}

/** What one row asks of its unit; `onHand` only for a counted unit, `lowAt` only when given. */
export interface StockTakeRow {
  line: number;
  itemId: string;
  variant: string;
  counted: boolean;
  onHand?: number;
  lowAt?: number;
}

const fail = (line: number, message: string, column: StockColumn): CsvRowError => ({
  line,
  message: `${message} (${column})`,
});

const countOf = (text: string): number | undefined | null => {
  const t = text.trim();
  if (t === '') return undefined;
  const n = Number(t);
  return /^\d+$/.test(t) && n <= STOCK_MAX ? n : null;
};
const COUNT_SENTENCE = `Write a whole number from 0 to ${STOCK_MAX.toLocaleString('en-IN')}`;

/**
 * Reads a stock-take file against the units on sale now (docs/product/rules.md#stock): each
 * row names a unit by item id and size, says whether it is counted, its number on hand (empty
 * while not counted) and its low mark (empty keeps it). The name column is not read.
 */
export function readStockTake(
  text: string,
  units: StockUnit[],
): { rows: StockTakeRow[]; errors: CsvRowError[] } {
  const parsed = parseCsvRows(text, STOCK_CSV_COLUMNS);
  const sizes = new Map<string, string[]>();
  for (const u of units) {
    const known = sizes.get(u.itemId) ?? [];
    if (u.variantName !== null) known.push(u.variantName);
    sizes.set(u.itemId, known);
  }
  const seen = new Map<string, number>();
  const rows: StockTakeRow[] = [];
  const errors: CsvRowError[] = [...parsed.widthErrors];
  for (const row of parsed.rows) {
    const result = readRow(row, sizes, seen);
    if ('message' in result) errors.push(result);
    else rows.push(result);
  }
  return { rows, errors };
}

function readRow(
  { line, cells }: CsvRow<StockColumn>,
  sizes: Map<string, string[]>,
  seen: Map<string, number>,
): StockTakeRow | CsvRowError {
  const itemId = cells.itemId.trim().toLowerCase();
  const itemSizes = sizes.get(itemId);
  if (!itemSizes) return fail(line, 'No item in the shop has this id', 'itemId');
  const size = cells.size.trim();
  if (itemSizes.length === 0 && size !== '') return fail(line, stockMessages.noSizes, 'size');
  if (itemSizes.length > 0 && size === '') return fail(line, stockMessages.chooseSize, 'size');
  if (size !== '' && !itemSizes.includes(size)) {
    return fail(line, stockMessages.noSuchSize(size), 'size');
  }
  const key = `${itemId} ${size}`;
  const first = seen.get(key);
  if (first !== undefined) return fail(line, `This unit is on line ${first} already`, 'itemId');
  seen.set(key, line);

  const counted = { yes: true, no: false }[cells.counted.trim().toLowerCase()];
  if (counted === undefined) return fail(line, 'Write yes or no', 'counted');
  const onHand = countOf(cells.onHand);
  const lowAt = countOf(cells.lowAt);
  if (lowAt === null) return fail(line, COUNT_SENTENCE, 'lowAt');
  if (counted && onHand === undefined) {
    return fail(line, 'Write how many are on hand for a counted unit', 'onHand');
  }
  if (onHand === null) return fail(line, COUNT_SENTENCE, 'onHand');
  if (!counted && onHand !== undefined) {
    return fail(line, 'Leave it empty for a unit not counted, or write yes in counted', 'onHand');
  }
  return {
    line,
    itemId,
    variant: size,
    counted,
    ...(onHand === undefined ? {} : { onHand }),
    ...(lowAt === undefined ? {} : { lowAt }),
  };
}
