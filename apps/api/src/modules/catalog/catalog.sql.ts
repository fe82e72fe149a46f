import { getTableColumns, sql, type AnyColumn } from 'drizzle-orm';
import { items } from './catalog.table';

// Everything a shopper sees; the search helper column stays in the database.
const { nameSounds: _searchOnly, ...columns } = getTableColumns(items);
export const itemColumns = columns;

/** `column = any($1::uuid[])`: one array parameter, cheaper to send and plan than IN (...1000). */
export const anyOf = (column: AnyColumn, ids: string[]) =>
  sql`${column} = any(${sql.param(ids)}::uuid[])`;

export function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
