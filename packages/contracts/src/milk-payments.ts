import type { PaymentReturn } from './payments';

/**
 * A milk bill paid by card (docs/product/rules.md#milk-subscriptions): the server names the
 * gateway order MLK-{timestamp}-{first segment of a UUID}, as orders are named ORD-….
 */
export const MILK_PAYMENT_ID_PATTERN = /^MLK-\d{10,16}-[0-9a-f]{8}$/;
export const newMilkPaymentId = (now: number, uuid: string): string =>
  `MLK-${now}-${uuid.split('-')[0]}`;
export const MILK_PAYMENT_MESSAGES = {
  alreadyPaid: 'This milk bill is already paid.',
  amountDiffers: (due: string) => `This bill has ${due} due; refresh and pay that.`,
  notPayable: 'This subscription has no bill to pay: it has ended or was cancelled.',
  refunded:
    'Your card payment came after this milk bill was paid another way or closed, so nothing was recorded and the full amount is being refunded to your card.',
} as const;

/**
 * Where the browser lands after paying a milk bill: the Subscriptions tab of My Account, with
 * `payment` (success, failed, aborted or refunded) and the attempt's `orderId` (MLK-…), whose
 * status `GET /payments/ccAvenue/status/:orderId` answers. `success` also for a payment the
 * gateway has not confirmed yet: the page asks the status before saying it is paid.
 */
export const milkPaymentReturnUrl = (payment: PaymentReturn, orderId: string): string =>
  `/my-account?tab=subscriptions&payment=${payment}&orderId=${encodeURIComponent(orderId)}`;
