import {
  type GoodwillLimits,
  type OrderSummary,
  type StaffComplaint,
  type staffComplaintsQuerySchema,
} from '@grofresh/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/database';
import { notFound } from '../../lib/app-error';
import {
  findComplaint,
  listComplaintsForStaff,
  toComplaint,
  type ComplaintRow,
} from '../../modules/complaints/complaints.service';
import { listUserOrders, toSummary } from '../../modules/orders/orders.service';
import { orderSummaries } from '../../modules/orders/order-summaries';
import { withCustomers } from '../../modules/users/customers';
import { userIdsByPhone } from '../../modules/users/users.service';
import { COMPLAINT_NOT_FOUND } from './complaints';
import { goodwillLimits } from './goodwill';

type Query = z.output<typeof staffComplaintsQuerySchema>;

/** Complaints as the console shows them: with the shopper and the order (two more queries). */
async function withDetails(db: DbOrTx, rows: ComplaintRow[]): Promise<StaffComplaint[]> {
  const summaries = await orderSummaries(
    db,
    rows.flatMap((r) => (r.orderRef ? [r.orderRef] : [])),
  );
  return withCustomers(db, rows, (row) => ({
    ...toComplaint(row),
    order: (row.orderRef && summaries.get(row.orderRef)) || null,
  }));
}

export async function staffComplaintOf(db: DbOrTx, row: ComplaintRow): Promise<StaffComplaint> {
  const [complaint] = await withDetails(db, [row]);
  return complaint!;
}

/**
 * GET /api/complaint/all: the open ones oldest first (the longest waiting at the top), the
 * closed ones and all newest first. A search term is part of an order number, the words of a
 * subject or, when it is 3-10 digits, part of the shopper's phone number.
 */
export async function listStaffComplaints(
  db: DbOrTx,
  query: Query,
): Promise<{ complaints: StaffComplaint[]; nextCursor: string | null }> {
  const term = query.q?.trim() || undefined;
  const userIds = term && /^\d{3,10}$/.test(term) ? await userIdsByPhone(db, term) : undefined;
  const { rows, nextCursor } = await listComplaintsForStaff(db, {
    limit: query.limit,
    cursor: query.cursor,
    view: query.view,
    status: query.status,
    category: query.category,
    term,
    userIds,
  });
  return { complaints: await withDetails(db, rows), nextCursor };
}

export const RECENT_ORDERS = 5;

/**
 * GET /api/ops/complaints/:id: the complaint, the shopper's five newest orders and the
 * goodwill limits the credit form states (what is left today is as of this read).
 */
export async function findStaffComplaint(
  db: DbOrTx,
  id: string,
  now: Date,
): Promise<{ complaint: StaffComplaint; recentOrders: OrderSummary[]; goodwill: GoodwillLimits }> {
  const row = await findComplaint(db, id, undefined);
  if (!row) throw notFound(COMPLAINT_NOT_FOUND);
  const [complaint, recent, goodwill] = await Promise.all([
    staffComplaintOf(db, row),
    listUserOrders(db, row.userId, { limit: RECENT_ORDERS }),
    goodwillLimits(db, row.userId, now),
  ]);
  return { complaint, recentOrders: recent.rows.map(toSummary), goodwill };
}
