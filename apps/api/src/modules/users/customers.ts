import type { DbOrTx } from '../../db/database';
import { phonesOf } from './users.service';

/** A shopper as the console names them beside what they asked for: their id and number. */
export interface Customer {
  _id: string;
  phone: string;
}

/**
 * Rows as the console shows them, each with its shopper (`customer`): `shown` gives the rest of
 * a row's view, and the shoppers' numbers are read in one query for the page, whatever its
 * length.
 */
export async function withCustomers<R extends { userId: string }, T extends object>(
  db: DbOrTx,
  rows: R[],
  shown: (row: R, index: number) => T,
): Promise<(T & { customer: Customer })[]> {
  const phones = await phonesOf(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((row, i) => ({
    ...shown(row, i),
    customer: { _id: row.userId, phone: phones.get(row.userId) ?? '' },
  }));
}
