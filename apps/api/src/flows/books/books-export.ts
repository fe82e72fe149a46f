import { stringify } from 'csv-stringify/sync';
import { toRupees } from '@grofresh/contracts';
import type { Db } from '../../db/database';
import { daysBetween, entriesBetween } from '../../modules/books/books.service';
import { guardCell } from '../../modules/catalog/items-csv';
import { phonesOf } from '../../modules/users/users.service';

const csv = (rows: string[][]) => stringify(rows, { record_delimiter: '\r\n' });
const money = (paise: number) => toRupees(paise).toFixed(2);

/**
 * GET /api/ops/books/export.csv (admin), for the accountant (docs/product/rules.md#books): the
 * entries booked on a range of store dates, or the days closed in it.
 */
export async function exportBooks(
  db: Db,
  query: { from: string; to: string; what: 'entries' | 'days' },
): Promise<string> {
  if (query.what === 'days') {
    const days = await daysBetween(db, query.from, query.to);
    const phones = await phonesOf(
      db,
      days.map((d) => d.closedBy),
    );
    return csv([
      ['date', 'expectedCash', 'countedCash', 'difference', 'note', 'closedAt', 'closedBy'],
      ...days.map((d) => [
        d.date,
        money(d.expectedCashPaise),
        money(d.countedCashPaise),
        money(d.differencePaise),
        guardCell(d.note ?? ''),
        d.closedAt.toISOString(),
        phones.get(d.closedBy) ?? '',
      ]),
    ]);
  }
  const entries = await entriesBetween(db, query.from, query.to);
  const phones = await phonesOf(
    db,
    entries.flatMap((e) => [e.userId, ...(e.byUserId ? [e.byUserId] : [])]),
  );
  return csv([
    [
      'date',
      'at',
      'kind',
      'method',
      'amount',
      'reference',
      'documentType',
      'documentId',
      'customer',
      'by',
      'adjustment',
    ],
    ...entries.map((e) => [
      e.bookedOn,
      e.at.toISOString(),
      e.kind,
      e.method,
      money(e.amountPaise),
      e.reference ?? '',
      e.documentType,
      e.documentId,
      phones.get(e.userId) ?? '',
      e.byUserId ? (phones.get(e.byUserId) ?? '') : 'gateway',
      e.adjustment ? 'yes' : 'no',
    ]),
  ]);
}
