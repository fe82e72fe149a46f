import {
  complaintStatusLabel,
  formatRupees,
  milkDeliveryStatusLabel,
  refundDueStatusLabel,
  storeDateText,
  subscriptionStatusLabel,
  tableOrderStatusLabel,
  type ActivityNames,
  type ActivitySubject,
} from '@grofresh/contracts';
import { formatDateTime } from '@/lib/format-date';
import { milkOptionName } from '@/lib/milk-option-name';

/**
 * A recorded value in an owner's words (docs/product.md, "Activity record"): names, not ids;
 * store-time dates, not UTC ones; statuses as the screens say them.
 */
export interface ValueContext {
  subject: ActivitySubject;
  /** id → name of the ids the page holds (the server's `names`). */
  names: ActivityNames;
}

const statusWords: Partial<Record<ActivitySubject, Record<string, string>>> = {
  'table-order': tableOrderStatusLabel,
  complaint: complaintStatusLabel,
  subscription: subscriptionStatusLabel,
  'milk-delivery': milkDeliveryStatusLabel,
  refund: refundDueStatusLabel,
};
const roleWords: Record<string, string> = { customer: 'Shopper', staff: 'Staff', admin: 'Admin' };
const money = new Set(['price', 'discountPrice', 'totalAmount']);
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** PAYMENT_CONFIRMATION → "Payment confirmation": a code no label knows, as words. */
export const codeInWords = (code: string): string => {
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Dates inside a label (a milk run's "2026-11-24") as the store writes them. */
export const datesInWords = (text: string): string =>
  text.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (day) => storeDateText(day));

function scalar(field: string, value: string | number, context: ValueContext): string {
  if (money.has(field) && typeof value === 'number') return formatRupees(value);
  if (typeof value === 'number') return String(value);
  if (field === 'status') return statusWords[context.subject]?.[value] ?? codeInWords(value);
  if (field === 'role') return roleWords[value] ?? codeInWords(value);
  if (field === 'quantity') return milkOptionName(value);
  if (INSTANT.test(value)) return formatDateTime(value);
  if (DAY.test(value)) return storeDateText(value);
  return value;
}

function listItem(field: string, v: unknown, context: ValueContext): string {
  if (field === 'category' && typeof v === 'string')
    return context.names[v] ?? 'a removed category';
  if (isRecord(v) && 'key' in v)
    return `${milkOptionName(String(v.key))} ${formatRupees(Number(v.price))}`;
  if (isRecord(v) && 'value' in v) return `${String(v.value)} ${formatRupees(Number(v.price))}`;
  return formatValue(field, v, context);
}

/** A recorded value in words: ₹ for money, yes/no, a person, names, store-time dates. */
export function formatValue(field: string, value: unknown, context: ValueContext): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return scalar(field, value, context);
  if (Array.isArray(value)) {
    return value.length === 0 ? 'None' : value.map((v) => listItem(field, v, context)).join(', ');
  }
  if (!isRecord(value)) return String(value);
  if (field === 'pickUpHours') return `${String(value.opens)}–${String(value.closes)}`;
  if ('name' in value && 'phone' in value) return `${String(value.name)} (${String(value.phone)})`;
  return Object.entries(value)
    .map(([k, v]) => `${codeInWords(k)}: ${formatValue(k, v, context)}`)
    .join(', ');
}
