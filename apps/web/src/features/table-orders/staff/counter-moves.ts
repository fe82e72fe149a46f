import {
  canMoveTableOrder,
  formatRupees,
  type StaffTableOrder,
  type TableOrderStatus,
} from '@grofresh/contracts';

export type CounterMove =
  'prepare' | 'serve' | 'paymentReceived' | 'paidAtCounter' | 'notReceived' | 'cancel';

/** Where each move takes the order (PUT /api/table-orders/:id/status). */
export const moveTarget: Record<CounterMove, TableOrderStatus> = {
  prepare: 'PREPARING',
  serve: 'SERVED',
  paymentReceived: 'COMPLETED',
  paidAtCounter: 'COMPLETED',
  notReceived: 'SERVED',
  cancel: 'CANCELLED',
};

export const moveLabel: Record<CounterMove, string> = {
  prepare: 'Preparing',
  serve: 'Served',
  paymentReceived: 'Payment received',
  paidAtCounter: 'Paid at counter',
  notReceived: 'Not received',
  cancel: 'Cancel',
};

/**
 * The buttons an order gets, from the contracts' staff rule. The same target can mean two
 * things: COMPLETED is a checked UPI payment when the shopper said they paid, cash at the
 * counter when they did not; SERVED is the next step for the kitchen, but "not received"
 * for a payment under review.
 */
export function counterMoves(o: Pick<StaffTableOrder, 'status'>): CounterMove[] {
  const can = (to: TableOrderStatus) => canMoveTableOrder('staff', o.status, to);
  const underReview = o.status === 'PAYMENT_CONFIRMATION';
  const moves: CounterMove[] = [];
  if (can('PREPARING')) moves.push('prepare');
  if (can('SERVED') && !underReview) moves.push('serve');
  if (can('COMPLETED')) moves.push(underReview ? 'paymentReceived' : 'paidAtCounter');
  if (can('SERVED') && underReview) moves.push('notReceived');
  if (can('CANCELLED')) moves.push('cancel');
  return moves;
}

export interface MoveConfirmation {
  title: string;
  description: string;
  confirm: string;
  danger: boolean;
}

/** The moves that ask first: sending a payment back, and cancelling. */
export function confirmationFor(move: CounterMove, o: StaffTableOrder): MoveConfirmation | null {
  const total = formatRupees(o.totalAmount);
  switch (move) {
    case 'notReceived':
      return {
        title: `Payment for ${o.token} not received?`,
        description: `The order goes back to served and the shopper is asked to pay ${total} again. Check the store’s UPI app first.`,
        confirm: 'Not received',
        danger: true,
      };
    case 'cancel':
      return {
        title: `Cancel ${o.token}?`,
        description: `The order of ${total} is cancelled and nothing more can be added to it.`,
        confirm: 'Cancel order',
        danger: true,
      };
    default:
      return null;
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago an order was opened, as the counter glances at it. */
export function ageOf(iso: string, now: Date): string {
  const ms = Math.max(0, now.getTime() - Date.parse(iso));
  if (ms < MINUTE) return 'just now';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min ago`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h ${Math.floor((ms % HOUR) / MINUTE)} min ago`;
  const days = Math.floor(ms / DAY);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/** Payments under review first, then the server's order. */
export const reviewFirst = (orders: StaffTableOrder[]): StaffTableOrder[] => [
  ...orders.filter((o) => o.status === 'PAYMENT_CONFIRMATION'),
  ...orders.filter((o) => o.status !== 'PAYMENT_CONFIRMATION'),
];
