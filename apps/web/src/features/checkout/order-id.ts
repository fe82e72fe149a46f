import { newOrderId } from '@grofresh/contracts';
import { PENDING_ORDER_IDS_KEY } from '@/lib/storage-keys';

// One orderId per distinct request. Retrying exactly the same request (say after a lost
// answer) sends the same id, so the server returns the order it may already have made instead
// of making a second; any change (new figures, another address) gets a fresh id. The ids live
// in sessionStorage, so a retry after reloading the page is still recognised as one.
const KEEP = 5;

function read(): [string, string][] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(PENDING_ORDER_IDS_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as [string, string][]) : [];
  } catch {
    return [];
  }
}

function write(entries: [string, string][]): void {
  try {
    sessionStorage.setItem(PENDING_ORDER_IDS_KEY, JSON.stringify(entries.slice(-KEEP)));
  } catch {
    // Private mode or a full storage: retries within this page still reuse the id below.
  }
}

const inPage = new Map<string, string>();

export function orderIdFor(requestKey: string): string {
  const known = inPage.get(requestKey) ?? read().find(([key]) => key === requestKey)?.[1];
  if (known) return known;
  const id = newOrderId(Date.now(), crypto.randomUUID());
  inPage.set(requestKey, id);
  write([...read(), [requestKey, id]]);
  return id;
}

/** After an order is placed, the same cart bought again is a new order. */
export function forgetOrderIds(): void {
  inPage.clear();
  try {
    sessionStorage.removeItem(PENDING_ORDER_IDS_KEY);
  } catch {
    // nothing stored
  }
}
