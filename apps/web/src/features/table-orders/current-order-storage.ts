import { CURRENT_ORDER_KEY } from '@/lib/storage-keys';

/**
 * localStorage `currentOrder`, the table order this device follows on /payment
 * (docs/product/records.md#table-order).
 */
export { CURRENT_ORDER_KEY };

export interface StoredOrder {
  _id: string;
  token: string;
}

const isStoredOrder = (value: unknown): value is StoredOrder =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredOrder)._id === 'string' &&
  (value as StoredOrder)._id !== '' &&
  typeof (value as StoredOrder).token === 'string';

/**
 * What is stored: the order, nothing (`null`), or `'unreadable'` when the value is not JSON of
 * the right shape (another app's leftovers, a hand edit, an older build). Never throws, even
 * where storage itself is refused.
 */
export function readCurrentOrder(): StoredOrder | null | 'unreadable' {
  let text: string | null;
  try {
    text = localStorage.getItem(CURRENT_ORDER_KEY);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isStoredOrder(parsed) ? { _id: parsed._id, token: parsed.token } : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

export function saveCurrentOrder(order: StoredOrder): void {
  try {
    localStorage.setItem(CURRENT_ORDER_KEY, JSON.stringify({ _id: order._id, token: order.token }));
  } catch {
    // Storage refused (private mode, full): the server still knows the current order.
  }
}

export function clearCurrentOrder(): void {
  try {
    localStorage.removeItem(CURRENT_ORDER_KEY);
  } catch {
    // Nothing stored that could be read back either.
  }
}
