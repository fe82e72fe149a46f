import { newOrderId } from '@grofresh/contracts';

// One orderId per distinct request. Retrying exactly the same request (say after a lost
// answer) sends the same id, so the server returns the order it may already have made instead
// of making a second; any change (new figures, another address) gets a fresh id.
const ids = new Map<string, string>();

export function orderIdFor(requestKey: string): string {
  let id = ids.get(requestKey);
  if (!id) {
    id = newOrderId(Date.now(), crypto.randomUUID());
    ids.set(requestKey, id);
  }
  return id;
}

/** After an order is placed, the same cart bought again is a new order. */
export const forgetOrderIds = (): void => ids.clear();
