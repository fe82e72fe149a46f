import type { ReactNode } from 'react';
import { Coins } from 'lucide-react';
import type { Address, DocumentPayment, Order } from '@grofresh/contracts';
import { PaymentStateDetails } from '@/components/payment-state';
import { formatDateTime } from '@/lib/format-date';
import { ORDER_MESSAGES } from '../messages';
import type { BuyAgainControl } from './buy-again-button';
import { CardPaymentNote } from './card-payment-note';
import { OrderActions } from './order-actions';
import { OrderBill } from './order-bill';
import { OrderDelivery } from './order-delivery';
import { OrderLines } from './order-lines';
import { OrderProgressBar } from './order-progress';
import { StatusBadge } from './status-badge';

interface OrderDetailsProps {
  /** With what it owes and was paid when the order's own call answers it (rules.md#books). */
  order: Order & { paymentState?: DocumentPayment };
  describeAddress: (address: Address) => string;
  /** 'Buy again', lent by the page (it fills the cart). */
  buyAgain?: BuyAgainControl;
  /** 'Download invoice' once it is delivered, lent by the page. */
  invoice?: ReactNode;
}

/**
 * Order details (docs/product/screens.md#order-details): status and progress, reward (earned once
 * delivered) or cancel reason, a card payment ("Paid") or its refund, what the shopper can do now
 * (cancel, or buy again), lines, bill, delivery.
 */
export function OrderDetails({ order, describeAddress, buyAgain, invoice }: OrderDetailsProps) {
  const cancelled = order.status === 'CANCELLED';
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[minmax(0,1fr)_22rem] md:items-start">
      <div className="space-y-4">
        <section
          aria-labelledby="order-status"
          className="rounded-2xl border border-gray-200 bg-white p-4"
        >
          <h2 id="order-status" className="tabular text-base font-bold [overflow-wrap:anywhere]">
            {order.orderId}
          </h2>
          <div className="mt-1 flex items-center justify-between gap-3">
            <p className="text-xs text-gray-600">
              Placed on <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </p>
            <StatusBadge status={order.status} className="shrink-0" />
          </div>
          <div className="mt-6">
            <OrderProgressBar status={order.status} />
          </div>
          {order.earnedCoins > 0 && !cancelled && (
            <p className="mt-4 flex items-center gap-2 rounded-lg bg-accent-100 px-3 py-2 text-sm text-gray-900">
              <Coins className="size-4 shrink-0 text-amber-600" aria-hidden />
              {order.status === 'DELIVERED'
                ? ORDER_MESSAGES.earned(order.earnedCoins)
                : ORDER_MESSAGES.reward(order.earnedCoins)}
            </p>
          )}
          {cancelled && order.cancelReason && (
            <p className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              <span className="font-semibold">Reason for cancelling: </span>
              {order.cancelReason}
            </p>
          )}
          {order.cardPayment && <CardPaymentNote payment={order.cardPayment} />}
          {cancelled &&
            order.paymentMethod === 'CCAVENUE' &&
            order.totalAmount > 0 &&
            !order.cardPayment?.refund && (
              <p className="mt-2 rounded-lg bg-blue-50 px-3 py-2 text-sm text-blue-900">
                {ORDER_MESSAGES.onlineRefund}
              </p>
            )}
          {order.paymentState && (!cancelled || order.paymentState.entries.length > 0) && (
            <PaymentStateDetails state={order.paymentState} />
          )}
          <OrderActions order={order} buyAgain={buyAgain} />
          {invoice}
        </section>
        <OrderLines lines={order.cartItems} />
      </div>
      <div className="space-y-4 md:sticky md:top-16">
        <OrderBill order={order} />
        <OrderDelivery order={order} describeAddress={describeAddress} />
      </div>
    </div>
  );
}
