import {
  COMPLAINT_CREDIT_MAX,
  isOpenComplaint,
  type ComplaintStatus,
  type OrderStatus,
  type StaffComplaint,
} from '@grofresh/contracts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An open complaint waiting longer than this is shown as overdue. */
export const COMPLAINT_OVERDUE_MS = DAY;

/** How long ago `iso` was, as staff glance at it: "just now", "25 min ago", "3 h ago", "2 days ago". */
export function timeAgo(iso: string, now: Date): string {
  const ms = Math.max(0, now.getTime() - Date.parse(iso));
  if (ms < MINUTE) return 'just now';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min ago`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h ago`;
  const days = Math.floor(ms / DAY);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/** Still waiting for the store, and for more than a day. */
export const isOverdue = (c: Pick<StaffComplaint, 'status' | 'createdAt'>, now: Date): boolean =>
  isOpenComplaint(c.status) && now.getTime() - Date.parse(c.createdAt) > COMPLAINT_OVERDUE_MS;

/** Open yellow, in progress blue, resolved green, rejected red (AA contrast on their tints). */
export const complaintStatusTone: Record<ComplaintStatus, string> = {
  OPEN: 'bg-amber-50 text-amber-800',
  IN_PROGRESS: 'bg-blue-50 text-blue-800',
  RESOLVED: 'bg-green-50 text-green-800',
  REJECTED: 'bg-red-50 text-red-800',
};

/**
 * The order colours (docs/product/records.md#order-status): DELIVERED green, CANCELLED red,
 * ACCEPTED blue, pending yellow.
 */
export const orderStatusLook: Record<OrderStatus, { label: string; tone: string }> = {
  PENDING: { label: 'Pending', tone: 'bg-amber-50 text-amber-800' },
  ACCEPTED: { label: 'Accepted', tone: 'bg-blue-50 text-blue-800' },
  DELIVERED: { label: 'Delivered', tone: 'bg-green-50 text-green-800' },
  CANCELLED: { label: 'Cancelled', tone: 'bg-red-50 text-red-800' },
};

/**
 * The Grocoins first offered: the linked order's total in whole rupees (1 Grocoin = ₹1), but
 * never more than `most` (what anyone may give without an admin, within today's cap).
 */
export function suggestedCredit(c: Pick<StaffComplaint, 'order'>, most: number): string {
  if (!c.order) return '';
  const coins = Math.min(COMPLAINT_CREDIT_MAX, most, Math.floor(c.order.totalAmount));
  return coins >= 1 ? String(coins) : '';
}

/** What was typed into the Grocoins box, if it is a whole number in range. */
export function parseCredit(value: string): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const coins = Number(value.trim());
  return coins >= 1 && coins <= COMPLAINT_CREDIT_MAX ? coins : null;
}
