import {
  bookMessages,
  storeDate,
  toPaise,
  toRupees,
  type BookDay,
  type BookEntry,
  type BookMethod,
  type BooksDay,
} from '@grofresh/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { locks, takeLocks } from '../../db/locks';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../modules/activity/activity.service';
import {
  entriesBookedOn,
  entriesOf,
  findDay,
  insertDay,
  type DayRow,
  type EntryRow,
} from '../../modules/books/books.service';
import { phonesOf } from '../../modules/users/users.service';
import { documentLabels } from './document-labels';

const sum = (rows: EntryRow[]) => rows.reduce((total, e) => total + e.amountPaise, 0);
const of = (rows: EntryRow[], kind: EntryRow['kind'], method: BookMethod) =>
  rows.filter((e) => e.kind === kind && e.method === method);

/** Cash taken less cash handed back: what the drawer should hold for the day. */
const expectedCashPaise = (rows: EntryRow[]) =>
  sum(of(rows, 'PAYMENT', 'CASH')) - sum(of(rows, 'REFUND', 'CASH'));

export const toBookDay = (row: DayRow): BookDay => ({
  date: row.date,
  expectedCash: toRupees(row.expectedCashPaise),
  countedCash: toRupees(row.countedCashPaise),
  difference: toRupees(row.differencePaise),
  note: row.note,
  closedAt: row.closedAt.toISOString(),
  closedBy: row.closedBy,
});

export function toBookEntry(row: EntryRow, phones: Map<string, string>, label: string): BookEntry {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    kind: row.kind,
    method: row.method,
    amount: toRupees(row.amountPaise),
    reference: row.reference,
    documentType: row.documentType,
    documentId: row.documentId,
    label,
    by: row.byUserId ? { _id: row.byUserId, phone: phones.get(row.byUserId) ?? '' } : null,
    adjustment: row.adjustment,
  };
}

/**
 * What each method's payments of the day were for, and what came in. A document's payments of
 * the day count at their amount, but its last one at what the document still owed before it:
 * so a bill paid ₹20 in cash and the rest by UPI expects ₹20 in cash and the rest by UPI, and
 * a bill paid only part in cash expects all it owed in cash.
 */
function byMethodOf(rows: EntryRow[]) {
  const keyOf = (e: EntryRow) => `${e.documentType}:${e.documentId}:${e.billNo}`;
  const payments = rows.filter(moneyPayment);
  const last = new Map(payments.map((e) => [keyOf(e), e]));
  const totals = { CASH: [0, 0], UPI: [0, 0], CARD: [0, 0] };
  for (const e of payments) {
    if (e.method === 'COINS') continue;
    totals[e.method][0]! += last.get(keyOf(e)) === e ? e.dueBeforePaise : e.amountPaise;
    totals[e.method][1]! += e.amountPaise;
  }
  const as = ([expected, received]: number[]) => ({
    expected: toRupees(expected!),
    received: toRupees(received!),
  });
  return { CASH: as(totals.CASH), UPI: as(totals.UPI), CARD: as(totals.CARD) };
}

/** A payment of money (Grocoins taken back are not: see payment-state.ts). */
const moneyPayment = (e: EntryRow) => e.kind === 'PAYMENT' && e.method !== 'COINS';

/**
 * The documents paid on this day that still owe: what was left after each one's latest
 * payment (docs/product/rules.md#books).
 */
async function owingOf(db: DbOrTx, rows: EntryRow[]): Promise<BooksDay['owing']> {
  const keys = rows
    .filter(moneyPayment)
    .map((e) => ({ type: e.documentType, id: e.documentId, billNo: e.billNo }));
  const unique = [...new Map(keys.map((k) => [`${k.type}:${k.id}:${k.billNo}`, k])).values()];
  const entries = await entriesOf(db, unique);
  return unique.flatMap((key) => {
    const payments = entries(key).filter(moneyPayment);
    const last = payments.at(-1);
    const due = last ? last.dueBeforePaise - last.amountPaise : 0;
    return due > 0 ? [{ documentType: key.type, documentId: key.id, due: toRupees(due) }] : [];
  });
}

/** GET /api/ops/books/:date: the store day's cash-up as the books hold it. */
export async function readBooksDay(db: Db, date: string): Promise<BooksDay> {
  const rows = await entriesBookedOn(db, date);
  const day = await findDay(db, date);
  const phones = await phonesOf(
    db,
    rows.flatMap((e) => (e.byUserId ? [e.byUserId] : [])),
  );
  const cash = new Map<string, number>();
  for (const e of rows.filter((r) => r.method === 'CASH' && r.byUserId)) {
    const signed = e.kind === 'PAYMENT' ? e.amountPaise : -e.amountPaise;
    cash.set(e.byUserId!, (cash.get(e.byUserId!) ?? 0) + signed);
  }
  const labelOf = await documentLabels(db, rows);
  const refunds = (method: BookMethod) => toRupees(sum(of(rows, 'REFUND', method)));
  // Grocoins given back less those taken back (a missed milk day found delivered after all).
  const coins = toRupees(sum(of(rows, 'REFUND', 'COINS')) - sum(of(rows, 'PAYMENT', 'COINS')));
  return {
    date,
    closed: day ? toBookDay(day) : null,
    byMethod: byMethodOf(rows),
    refunds: {
      CASH: refunds('CASH'),
      UPI: refunds('UPI'),
      CARD: refunds('CARD'),
      COINS: coins,
    },
    cashBy: [...cash].map(([id, paise]) => ({
      _id: id,
      phone: phones.get(id) ?? '',
      amount: toRupees(paise),
    })),
    owing: await owingOf(db, rows),
    entries: rows.map((e) => toBookEntry(e, phones, labelOf(e))),
  };
}

/**
 * POST /api/ops/books/:date/close (admin): under the day's lock, so every entry is either
 * counted here or booked on the next open day, the cash the books expect is set against the
 * cash counted, and the day is closed for good. A day not yet begun cannot be closed; a closed
 * day is a conflict.
 */
export async function closeBooksDay(
  db: Db,
  request: { date: string; countedCash: number; note?: string; actor: Actor; now: Date },
): Promise<{ day: BookDay }> {
  const { date, actor, now } = request;
  if (date > storeDate(now)) throw new AppError('CONFLICT', bookMessages.dayAhead);
  return db.transaction(async (tx) => {
    await takeLocks(tx, locks.booksDay(date));
    if (await findDay(tx, date)) throw new AppError('CONFLICT', bookMessages.dayClosed);
    const expected = expectedCashPaise(await entriesBookedOn(tx, date));
    const counted = toPaise(request.countedCash);
    const day = await insertDay(tx, {
      date,
      expectedCashPaise: expected,
      countedCashPaise: counted,
      differencePaise: counted - expected,
      note: request.note || null,
      closedBy: actor.id,
      closedAt: now,
    });
    if (!day) throw new AppError('CONFLICT', bookMessages.dayClosed);
    return { day: toBookDay(day) };
  });
}
