import type { RequestOf, riderEndpoints } from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';

type Calls = typeof riderEndpoints;
// References, not the endpoints: the rider's page loads on a phone, without zod.
const today = refTo<Calls['today']>('GET', '/rider/today');
const markOrder = refTo<Calls['markOrder']>('PUT', '/rider/orders/:id');
const markMilk = refTo<Calls['markMilk']>('PUT', '/rider/milk-deliveries/:id');

export const fetchRiderToday = (signal?: AbortSignal) => call(today, {}, { signal });

/**
 * One mark the rider made (docs/product/rules.md#riders): an order out for delivery or
 * delivered, a milk delivery delivered or missed. Its markId is made once, when the rider taps,
 * so sending it again (after a lost answer) is applied once.
 */
export type RiderMark =
  | { kind: 'order'; id: string; body: RequestOf<Calls['markOrder']>['body'] }
  | { kind: 'milk'; id: string; body: RequestOf<Calls['markMilk']>['body'] };

export const sendMark = (mark: RiderMark) =>
  mark.kind === 'order'
    ? call(markOrder, { params: { id: mark.id }, body: mark.body })
    : call(markMilk, { params: { id: mark.id }, body: mark.body });
