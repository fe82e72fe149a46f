import { channel } from 'node:diagnostics_channel';
import type { PaymentMethod, PaymentStatus } from '@grofresh/contracts';
import type { Db } from '../db/database';

/**
 * What the flows announce once a piece of business has committed, for whoever counts it
 * (plugins/metrics.ts), without the flows knowing who listens: Node's diagnostics channels,
 * which cost next to nothing while nobody subscribes. Each message names the database handle
 * the flow went through, so several shops in one process (the tests) count only their own.
 */
export interface OrderPlaced {
  db: Db;
  paymentMethod: PaymentMethod;
}

export interface PaymentSettled {
  db: Db;
  status: Exclude<PaymentStatus, 'Pending'>;
}

export const orderPlacedChannel = channel('grofresh:order-placed');
export const paymentSettledChannel = channel('grofresh:payment-settled');

export const announceOrderPlaced = (message: OrderPlaced): void =>
  orderPlacedChannel.publish(message);

export const announcePaymentSettled = (message: PaymentSettled): void =>
  paymentSettledChannel.publish(message);
