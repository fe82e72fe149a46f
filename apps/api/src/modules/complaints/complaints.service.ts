import { and, asc, count, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import {
  openComplaintStatuses,
  type Complaint,
  type ComplaintCategory,
  type ComplaintStatus,
  type ComplaintView,
  type PageQuery,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { decodeCursor, newestFirst, page } from '../../lib/cursor';
import { isId } from '../../lib/ids';
import { containing } from '../../lib/like';
import { complaints } from './complaints.table';

export type ComplaintRow = typeof complaints.$inferSelect;
export type NewComplaint = typeof complaints.$inferInsert;

const closedStatuses: ComplaintStatus[] = ['RESOLVED', 'REJECTED'];

export const toComplaint = (row: ComplaintRow): Complaint => ({
  _id: row.id,
  category: row.category,
  subject: row.subject,
  description: row.description,
  status: row.status,
  resolutionNote: row.resolutionNote,
  orderId: row.orderId,
  coinsCredited: row.coinsCredited,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** How many of the shopper's complaints still wait for the store. */
export async function countOpenComplaints(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(complaints)
    .where(and(eq(complaints.userId, userId), inArray(complaints.status, openComplaintStatuses)));
  return row?.n ?? 0;
}

export async function insertComplaint(tx: DbOrTx, values: NewComplaint): Promise<ComplaintRow> {
  const [row] = await tx.insert(complaints).values(values).returning();
  return row!;
}

export async function saveComplaintChange(
  tx: DbOrTx,
  id: string,
  change: Partial<
    Pick<ComplaintRow, 'status' | 'resolutionNote' | 'coinsCredited' | 'closedAt'>
  > & { updatedAt: Date },
): Promise<ComplaintRow> {
  const [row] = await tx.update(complaints).set(change).where(eq(complaints.id, id)).returning();
  return row!;
}

/**
 * One complaint by id: a shopper's own when `ownerId` is given (anyone else's is not found),
 * any for staff. `forUpdate` locks it until the transaction ends.
 */
export async function findComplaint(
  db: DbOrTx,
  id: string,
  ownerId: string | undefined,
  options: { forUpdate?: boolean } = {},
): Promise<ComplaintRow | undefined> {
  if (!isId(id)) return undefined;
  const query = db
    .select()
    .from(complaints)
    .where(and(eq(complaints.id, id), ownerId ? eq(complaints.userId, ownerId) : undefined));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The shopper's complaints, newest first, a page at a time. */
export async function listUserComplaints(
  db: DbOrTx,
  userId: string,
  query: PageQuery,
): Promise<{ complaints: Complaint[]; nextCursor: string | null }> {
  const keyset = newestFirst(complaints.createdAt, complaints.id, query);
  const rows = await db
    .select()
    .from(complaints)
    .where(and(eq(complaints.userId, userId), keyset.after))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
  const result = page(rows, query.limit);
  return { complaints: result.rows.map(toComplaint), nextCursor: result.nextCursor };
}

/** The parts of an oldest-first page (the longest waiting at the top). */
function oldestFirst(query: PageQuery) {
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  return {
    after: cursor
      ? or(
          gt(complaints.createdAt, cursor.at),
          and(eq(complaints.createdAt, cursor.at), gt(complaints.id, cursor.id)),
        )
      : undefined,
    orderBy: [asc(complaints.createdAt), asc(complaints.id)],
    limit: query.limit + 1,
  };
}

export interface StaffComplaintFilter extends PageQuery {
  view: ComplaintView;
  status?: ComplaintStatus;
  category?: ComplaintCategory;
  /** A search term: part of an order number, the subject's words, or (with `userIds`) the shopper. */
  term?: string;
  userIds?: string[];
}

/** The console's list: one query for the page, in the view's order. */
export async function listComplaintsForStaff(
  db: DbOrTx,
  filter: StaffComplaintFilter,
): Promise<{ rows: ComplaintRow[]; nextCursor: string | null }> {
  const keyset =
    filter.view === 'open'
      ? oldestFirst(filter)
      : newestFirst(complaints.createdAt, complaints.id, filter);
  const conditions: (SQL | undefined)[] = [
    keyset.after,
    filter.view === 'open' ? inArray(complaints.status, openComplaintStatuses) : undefined,
    filter.view === 'closed' ? inArray(complaints.status, closedStatuses) : undefined,
    filter.status ? eq(complaints.status, filter.status) : undefined,
    filter.category ? eq(complaints.category, filter.category) : undefined,
  ];
  if (filter.term) {
    const words = filter.term.split(/\s+/).filter(Boolean);
    conditions.push(
      or(
        containing(complaints.orderId, filter.term),
        and(...words.map((w) => containing(complaints.subject, w))),
        filter.userIds?.length ? inArray(complaints.userId, filter.userIds) : undefined,
      ),
    );
  }
  const found = await db
    .select()
    .from(complaints)
    .where(and(...conditions))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
  return page(found, filter.limit);
}
