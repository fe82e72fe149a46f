import { useState } from 'react';
import { XCircle } from 'lucide-react';
import {
  CANCELLATION_POLICY,
  canShopperCancel,
  shopperCancelMessages,
  type Order,
} from '@grofresh/contracts';
import { useCancelOrder } from '../api/cancel-order';
import { ORDER_MESSAGES } from '../messages';
import { BuyAgainButton, canBuyAgain, type BuyAgainControl } from './buy-again-button';
import { CancelOrderDialog } from './cancel-order-dialog';

/**
 * What the shopper can do with the order now: cancel it while it is PENDING, read why not
 * once the store has accepted it, or buy its lines again once it is delivered or cancelled.
 */
export function OrderActions({ order, buyAgain }: { order: Order; buyAgain?: BuyAgainControl }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder();
  if (canShopperCancel(order.status)) {
    return (
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-dashed border-gray-200 pt-4">
        <p className="text-sm text-gray-700">{ORDER_MESSAGES.canCancel}</p>
        <button
          type="button"
          onClick={() => setAsking(true)}
          className="inline-flex h-10 items-center gap-2 rounded-lg border border-red-600 bg-white px-4 text-sm font-semibold text-red-700 transition-colors duration-150 hover:bg-red-50"
        >
          <XCircle className="size-4" aria-hidden />
          Cancel order
        </button>
        <CancelOrderDialog
          order={order}
          open={asking}
          busy={cancel.isPending}
          onClose={() => setAsking(false)}
          onConfirm={(reason) =>
            cancel.mutate({ id: order._id, reason }, { onSettled: () => setAsking(false) })
          }
        />
      </div>
    );
  }
  if (order.status === 'ACCEPTED') {
    return (
      <p className="mt-4 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-700">
        {shopperCancelMessages.tooLate('ACCEPTED')} {CANCELLATION_POLICY}
      </p>
    );
  }
  if (buyAgain && canBuyAgain(order.status)) {
    return (
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-dashed border-gray-200 pt-4">
        <p className="text-sm text-gray-700">{ORDER_MESSAGES.buyAgainHint}</p>
        <BuyAgainButton orderId={order._id} control={buyAgain} size="md" />
      </div>
    );
  }
  return null;
}
