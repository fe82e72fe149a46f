import type { RefundDueKind, RefundDueStatus } from '@grofresh/contracts';

export const REFUNDS_TEXT = {
  empty: 'No refunds due.',
  emptyHint:
    'Card refunds the gateway has not finished and milk refunds to hand back show here by themselves.',
  milkSubscription: 'Milk subscription',
  handedBack: 'Handed back',
  noteLabel: 'Note',
  noteOptional: 'optional',
  notePlaceholder: 'e.g. Cash at the counter',
} as const;

export const refundKindLabel: Record<RefundDueKind, string> = {
  CARD: 'Card refund',
  MILK: 'Milk refund',
};

/** The gateway at work blue, refused red (an error to act on), owed by the store yellow. */
export const refundStatusTone: Record<RefundDueStatus, string> = {
  PENDING: 'bg-blue-50 text-blue-800',
  FAILED: 'bg-red-50 text-red-800',
  DUE: 'bg-amber-50 text-amber-800',
};
