import {
  canMoveSubscription,
  formatRupees,
  type GiveBackMethod,
  type StaffSubscription,
  type SubscriptionStatus,
  type SubscriptionType,
} from '@grofresh/contracts';

export const subscriptionTypeLabel: Record<SubscriptionType, string> = {
  DAILY: 'Daily',
  CUSTOM: 'Custom',
};

export type StaffMove = 'confirmPayment' | 'approve' | 'refuse' | 'pause' | 'resume' | 'cancel';

/** What each staff action sends (PUT /api/ops/subscriptions/:id). */
export const moveBody: Record<StaffMove, { status?: SubscriptionStatus; paid?: true }> = {
  confirmPayment: { paid: true },
  approve: { status: 'ACTIVE' },
  refuse: { status: 'CANCELLED' },
  pause: { status: 'INACTIVE' },
  resume: { status: 'ACTIVE' },
  cancel: { status: 'CANCELLED' },
};

export const moveLabel: Record<StaffMove, string> = {
  confirmPayment: 'Confirm payment',
  approve: 'Approve',
  refuse: 'Refuse',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel',
};

/**
 * The buttons a subscription gets, from the contracts' staff rule: a pending one is approved
 * or refused (and its payment confirmed on its own), a live one paused, resumed or cancelled.
 */
export function staffMoves(s: StaffSubscription): StaffMove[] {
  const can = (to: SubscriptionStatus) => canMoveSubscription('staff', s.type, s.status, to);
  const moves: StaffMove[] = [];
  if (s.status === 'PENDING') {
    if (s.paidAt === null) moves.push('confirmPayment');
    if (can('ACTIVE')) moves.push('approve');
    if (can('CANCELLED')) moves.push('refuse');
    return moves;
  }
  if (can('INACTIVE')) moves.push('pause');
  if (can('ACTIVE')) moves.push('resume');
  if (can('CANCELLED')) moves.push('cancel');
  return moves;
}

export interface MoveConfirmation {
  title: string;
  description: string;
  confirm: string;
  danger: boolean;
}

/**
 * The moves that ask first: refusing and cancelling end a subscription, and approving one
 * whose payment is not confirmed yet confirms the payment too.
 */
export function confirmationFor(move: StaffMove, s: StaffSubscription): MoveConfirmation | null {
  const bill = formatRupees(s.amountDue);
  const who = s.address.name || s.customer.phone;
  switch (move) {
    case 'approve':
      return s.paidAt === null
        ? {
            title: `Approve ${who}’s milk?`,
            description: `Approving also confirms the payment of ${bill}. Approve only once the shopper has paid.`,
            confirm: 'Approve and confirm payment',
            danger: false,
          }
        : null;
    case 'refuse':
      return {
        title: `Refuse ${who}’s milk?`,
        description: 'The subscription is cancelled and no milk is delivered.',
        confirm: 'Refuse subscription',
        danger: true,
      };
    case 'cancel':
      return {
        title: `Cancel ${who}’s milk?`,
        description:
          'Milk stops from the first day not yet on a route sheet. It can be renewed later.',
        confirm: 'Cancel subscription',
        danger: true,
      };
    default:
      return null;
  }
}

/**
 * Ending a paid subscription gives its undelivered paid days back: staff choose how, Grocoins
 * unless they record a refund to hand back (docs/product.md, "Cancelling milk").
 */
export const asksGiveBack = (move: StaffMove, s: StaffSubscription): boolean =>
  (move === 'cancel' || move === 'refuse') && s.paidAt !== null;

export const giveBackChoices: Record<GiveBackMethod, { label: string; hint: string }> = {
  COINS: {
    label: 'As Grocoins',
    hint: 'Credited to the shopper at once, a day’s price in whole Grocoins for each day.',
  },
  REFUND: {
    label: 'As a refund to hand back',
    hint: 'Listed under Refunds due until someone at the store hands the money back.',
  },
};
