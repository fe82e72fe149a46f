import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  addStoreDays,
  storeDate,
  type BookDocumentType,
  type BookEntryKind,
  type BookMethod,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { locks, takeLocks } from '../../db/locks';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { bookDays, bookEntries } from './books.table';

export type EntryRow = typeof bookEntries.$inferSelect;
export type DayRow = typeof bookDays.$inferSelect;

/** A document's key in the books: a milk subscription's bill, an order, a counter order. */
export interface DocumentKey {
  type: BookDocumentType;
  id: string;
  billNo?: number;
}

export interface NewEntry {
  kind: BookEntryKind;
  method: BookMethod;
  amountPaise: number;
  reference?: string | null;
  document: DocumentKey;
  userId: string;
  byUserId: string | null;
  dueBeforePaise?: number;
  onceKey?: string;
  at: Date;
}

export const REFERENCE_TAKEN = (reference: string) =>
  `The reference ${reference} is already recorded against another payment. Check the number in the bank app.`;

/**
 * The store date an entry made now is booked on, with its lock held until the transaction
 * ends: today, or when today is closed the next day not closed (docs/product/rules.md#books).
 * Taken last in the transaction (locks.booksDay is ranked after every other lock).
 */
export async function openBookDate(tx: DbOrTx, at: Date): Promise<string> {
  let date = storeDate(at);
  for (;;) {
    await takeLocks(tx, locks.booksDay(date));
    const [closed] = await tx
      .select({ date: bookDays.date })
      .from(bookDays)
      .where(eq(bookDays.date, date));
    if (!closed) return date;
    date = addStoreDays(date, 1);
  }
}

/** The row of an entry booked on `bookedOn`: an adjustment when that is not its own day. */
const rowOf = (entry: NewEntry, bookedOn: string) => ({
  kind: entry.kind,
  method: entry.method,
  amountPaise: entry.amountPaise,
  reference: entry.reference ?? null,
  documentType: entry.document.type,
  documentId: entry.document.id,
  billNo: entry.document.billNo ?? 1,
  userId: entry.userId,
  byUserId: entry.byUserId,
  dueBeforePaise: entry.dueBeforePaise ?? 0,
  onceKey: entry.onceKey ?? null,
  at: entry.at,
  bookedOn,
  adjustment: bookedOn !== storeDate(entry.at),
});

/**
 * Records one payment or refund, booked on the open day. An entry with a once key recorded
 * already is not recorded again (null). A UPI or gateway reference recorded already is refused
 * with a conflict, whoever recorded it and against whatever (the unique index decides a race).
 */
export async function recordEntry(tx: DbOrTx, entry: NewEntry): Promise<EntryRow | null> {
  if (entry.amountPaise <= 0) return null;
  if (entry.onceKey) {
    const [done] = await tx
      .select({ id: bookEntries.id })
      .from(bookEntries)
      .where(eq(bookEntries.onceKey, entry.onceKey));
    if (done) return null;
  }
  const values = rowOf(entry, await openBookDate(tx, entry.at));
  try {
    const [row] = await tx
      .insert(bookEntries)
      .values(values)
      .onConflictDoNothing({ target: bookEntries.onceKey })
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error, 'book_entries_reference_idx')) {
      throw new AppError('CONFLICT', REFERENCE_TAKEN(values.reference ?? ''), {
        reference: values.reference,
      });
    }
    throw error;
  }
}

/** An entry without a reference that happens once, by its once key. */
export type OnceEntry = Omit<NewEntry, 'reference' | 'onceKey' | 'dueBeforePaise'> & {
  onceKey: string;
};

/**
 * Records entries that carry no reference and each happen once (a milk run's paused days given
 * back as Grocoins), in one insert: each once key is written once, whatever was written before.
 * All are made at one moment, so booked on one open day. Answers how many this call wrote.
 */
export async function recordOnceEach(tx: DbOrTx, entries: readonly OnceEntry[]): Promise<number> {
  const kept = entries.filter((e) => e.amountPaise > 0);
  if (kept.length === 0) return 0;
  const at = kept[0]!.at;
  if (kept.some((e) => e.at.getTime() !== at.getTime())) {
    throw new Error('entries recorded together are made at one moment');
  }
  const bookedOn = await openBookDate(tx, at);
  let written = 0;
  for (let i = 0; i < kept.length; i += 1000) {
    const rows = await tx
      .insert(bookEntries)
      .values(kept.slice(i, i + 1000).map((e) => rowOf(e, bookedOn)))
      .onConflictDoNothing({ target: bookEntries.onceKey })
      .returning({ id: bookEntries.id });
    written += rows.length;
  }
  return written;
}

const keyOf = (d: DocumentKey) => `${d.type}:${d.id}:${d.billNo ?? 1}`;

/** The entries of these documents, oldest first, by document key (see `keyOf`). */
export async function entriesOf(
  db: DbOrTx,
  documents: DocumentKey[],
): Promise<(doc: DocumentKey) => EntryRow[]> {
  const byKey = new Map<string, EntryRow[]>();
  if (documents.length > 0) {
    const ids = [...new Set(documents.map((d) => d.id))];
    const rows = await db
      .select()
      .from(bookEntries)
      .where(inArray(bookEntries.documentId, ids))
      .orderBy(asc(bookEntries.at), asc(bookEntries.id));
    for (const row of rows) {
      const key = keyOf({ type: row.documentType, id: row.documentId, billNo: row.billNo });
      byKey.set(key, [...(byKey.get(key) ?? []), row]);
    }
  }
  return (doc) => byKey.get(keyOf(doc)) ?? [];
}

/** Every entry booked on a store date, in the order made. */
export const entriesBookedOn = (db: DbOrTx, date: string) =>
  db
    .select()
    .from(bookEntries)
    .where(eq(bookEntries.bookedOn, date))
    .orderBy(asc(bookEntries.at), asc(bookEntries.id));

/** Entries booked in a range of store dates (inclusive), or a shopper's made in it. */
export const entriesBetween = (db: DbOrTx, from: string, to: string, userId?: string) =>
  db
    .select()
    .from(bookEntries)
    .where(
      and(
        sql`${bookEntries.bookedOn} between ${from} and ${to}`,
        userId ? eq(bookEntries.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(bookEntries.at), asc(bookEntries.id));

export async function findDay(db: DbOrTx, date: string): Promise<DayRow | undefined> {
  const [row] = await db.select().from(bookDays).where(eq(bookDays.date, date));
  return row;
}

export const daysBetween = (db: DbOrTx, from: string, to: string) =>
  db
    .select()
    .from(bookDays)
    .where(sql`${bookDays.date} between ${from} and ${to}`)
    .orderBy(asc(bookDays.date));

/** Inserts a closed day; null when it was closed already (the caller holds its lock). */
export async function insertDay(tx: DbOrTx, day: DayRow): Promise<DayRow | null> {
  const [row] = await tx.insert(bookDays).values(day).onConflictDoNothing().returning();
  return row ?? null;
}
