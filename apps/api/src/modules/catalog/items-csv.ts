import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { CSV_IMPORT_MAX_ROWS, ITEMS_CSV_COLUMNS, type OpsItem } from '@grofresh/contracts';
import { AppError } from '../../lib/app-error';

export type CsvColumn = (typeof ITEMS_CSV_COLUMNS)[number];
export interface CsvRow<C extends string = CsvColumn> {
  /** The file line the row starts on; the header is line 1. */
  line: number;
  cells: Record<C, string>;
}

// A spreadsheet runs a cell starting with one of these as a formula; a leading ' stops it.
// Cells already starting with ' before one of them get one more, so the import is exact.
const FORMULA = /^'*[=+\-@\t\r]/;
export const guardCell = (text: string): string => (FORMULA.test(text) ? `'${text}` : text);
export const unguardCell = (text: string): string =>
  text.startsWith("'") && FORMULA.test(text) ? text.slice(1) : text;

/**
 * One row per item: prices as plain rupee numbers, categories by name, variants as v:p:d, the
 * HSN code and GST rate empty when not set.
 */
export function itemsCsv(items: OpsItem[], categoryName: Map<string, string>): string {
  const rows = items.map((item) => [
    item._id,
    guardCell(item.name),
    guardCell(item.description),
    String(item.price),
    String(item.discountPrice),
    item.availability ? 'yes' : 'no',
    guardCell(
      item.category
        .map((id) => categoryName.get(id) ?? id)
        .sort((a, b) => a.localeCompare(b))
        .join('|'),
    ),
    guardCell(item.variants.map((v) => `${v.value}:${v.price}:${v.discountPrice}`).join('|')),
    guardCell(item.image),
    item.hsn ?? '',
    item.gstRate === null ? '' : String(item.gstRate),
  ]);
  return stringify([[...ITEMS_CSV_COLUMNS], ...rows], { record_delimiter: '\r\n' });
}

const invalid = (message: string) => new AppError('VALIDATION_ERROR', message);

function checkHeader(header: string[], expected: readonly string[]): void {
  const names = header.map((h) => h.trim());
  if (names.join() === expected.join()) return;
  const missing = expected.filter((c) => !names.includes(c));
  const unknown = names.filter((c) => !expected.includes(c));
  if (missing.length) throw invalid(`The header row is missing: ${missing.join(', ')}`);
  if (unknown.length) throw invalid(`The header row has unknown columns: ${unknown.join(', ')}`);
  throw invalid(`The header row must name the columns in this order: ${expected.join(', ')}`);
}

/** Reads the items export's format back (`parseCsvRows`). */
export const parseItemsCsv = (text: string) => parseCsvRows(text, ITEMS_CSV_COLUMNS);

/**
 * Reads an export's format back: the header must be exactly the export's columns; each row
 * keeps the file line it starts on (quoted cells may span lines) for error reports.
 */
export function parseCsvRows<C extends string>(
  text: string,
  columns: readonly C[],
): { rows: CsvRow<C>[]; widthErrors: CsvRowProblem[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/\r\n?/g, '\n'), {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw invalid(`The file is not valid CSV: ${(error as Error).message}`);
  }
  const [header, ...body] = records;
  if (!header) throw invalid('The file is empty');
  checkHeader(header.record, columns);
  if (body.length > CSV_IMPORT_MAX_ROWS) {
    throw invalid(`At most ${CSV_IMPORT_MAX_ROWS} rows at once; this file has ${body.length}`);
  }
  const rows: CsvRow<C>[] = [];
  const widthErrors: CsvRowProblem[] = [];
  for (const { record, info } of body) {
    const newlines = record.reduce((n, cell) => n + cell.split('\n').length - 1, 0);
    const line = info.lines - newlines;
    if (record.length !== columns.length) {
      widthErrors.push({
        line,
        message: `This row has ${record.length} cells; the header has ${columns.length}`,
      });
      continue;
    }
    const cells = Object.fromEntries(
      columns.map((column, i) => [column, unguardCell(record[i]!)]),
    ) as Record<C, string>;
    rows.push({ line, cells });
  }
  return { rows, widthErrors };
}

export interface CsvRowProblem {
  line: number;
  message: string;
}
