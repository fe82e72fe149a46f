import { Link } from 'react-router';
import { ChevronRight, Clock, Store, Truck } from 'lucide-react';
import {
  deliveryTypeLabel,
  formatRupees,
  openOrderStatuses,
  type OrderListEntry,
  type OrderSummary,
} from '@grofresh/contracts';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/cn';
import { BuyAgainButton, canBuyAgain, type BuyAgainControl } from './buy-again-button';
import { cardPaymentWord } from './card-payment-note';
import { StatusBadge } from './status-badge';
import { PaymentStateBadge } from '@/components/payment-state';

/** Where an order opens: its id in the URL so a reload works, the order itself as state. */
export const orderDetailsLink = (order: OrderSummary) =>
  `/order-details?id=${encodeURIComponent(order.orderId)}`;

/** "Expected by …" for a delivery, "Pick-up at …" for a pick-up, while the order is open. */
export function expectedText(order: OrderListEntry): string | null {
  const open = (openOrderStatuses as readonly string[]).includes(order.status);
  if (!open || !order.estimatedTimeDelivery) return null;
  const when = formatDateTime(order.estimatedTimeDelivery);
  return order.deliveryType === 'PICK_UP' ? `Pick-up at ${when}` : `Expected by ${when}`;
}

/**
 * One order in 'My Orders'. The whole card opens the order; 'Buy again' (finished orders)
 * sits above the link rather than inside it, so each control is its own.
 */
export function OrderCard({
  order,
  buyAgain,
}: {
  order: OrderListEntry;
  buyAgain?: BuyAgainControl;
}) {
  const Delivery = order.deliveryType === 'PICK_UP' ? Store : Truck;
  const expected = expectedText(order);
  return (
    <li className="relative rounded-2xl border border-gray-200 bg-white transition-colors duration-150 hover:border-brand-500">
      <Link
        to={orderDetailsLink(order)}
        state={{ order }}
        className="block rounded-2xl p-4 after:absolute after:inset-0 after:rounded-2xl"
      >
        {/* The order number gets a line of its own: it is long and cannot wrap nicely. */}
        <p className="tabular text-sm font-bold [overflow-wrap:anywhere] text-gray-900">
          {order.orderId}
        </p>
        <div className="mt-1 flex items-center justify-between gap-3">
          <time dateTime={order.createdAt} className="text-xs text-gray-600">
            {formatDateTime(order.createdAt)}
          </time>
          <StatusBadge status={order.status} className="shrink-0" />
        </div>
        {expected && (
          <p className="mt-2 flex items-center gap-1.5 text-xs font-medium text-gray-800">
            <Clock className="size-3.5 text-brand-700" aria-hidden />
            {expected}
          </p>
        )}
        <div className="mt-3 flex items-center justify-between gap-3 border-t border-dashed border-gray-200 pt-3 text-sm">
          <span className="flex items-center gap-1.5 text-gray-700">
            <Delivery className="size-4 text-gray-500" aria-hidden />
            {deliveryTypeLabel[order.deliveryType]}
          </span>
          <span className="flex items-center gap-1 font-bold">
            {/* Cash or UPI received (docs/product/rules.md#books); a list kept from before the
                books has no payment state and shows none. */}
            {!order.cardPayment && order.paymentState?.received > 0 && (
              <PaymentStateBadge state={order.paymentState} className="mr-1" />
            )}
            {order.cardPayment && (
              <span
                className={cn(
                  'mr-1 rounded-full px-2 py-0.5 text-xs',
                  order.cardPayment.refund
                    ? 'bg-blue-50 text-blue-800'
                    : 'bg-green-50 text-green-800',
                )}
              >
                {cardPaymentWord(order.cardPayment)}
              </span>
            )}
            <span className="tabular">{formatRupees(order.totalAmount)}</span>
            <ChevronRight className="size-4 text-gray-400" aria-hidden />
          </span>
        </div>
      </Link>
      {buyAgain && canBuyAgain(order.status) && (
        <div className="relative z-10 -mt-1 flex justify-end px-4 pb-4">
          <BuyAgainButton
            orderId={order._id}
            control={buyAgain}
            label={`Buy again ${order.orderId}`}
          />
        </div>
      )}
    </li>
  );
}
