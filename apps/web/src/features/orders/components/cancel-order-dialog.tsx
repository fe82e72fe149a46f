import { useId, useState } from 'react';
import {
  shopperCancelMessages,
  shopperCancelReasons,
  type Order,
  type ShopperCancelReason,
} from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ORDER_MESSAGES } from '../messages';

interface CancelOrderDialogProps {
  order: Order;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: ShopperCancelReason) => void;
}

/** Asks why, from the short list, before the shopper's own order is cancelled. */
export function CancelOrderDialog({
  order,
  open,
  busy,
  onClose,
  onConfirm,
}: CancelOrderDialogProps) {
  const [reason, setReason] = useState<ShopperCancelReason | null>(null);
  const [tried, setTried] = useState(false);
  const errorId = useId();
  const close = () => {
    setReason(null);
    setTried(false);
    onClose();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Cancel this order?"
      description={[
        `Order ${order.orderId}.`,
        order.redeemedCoins > 0 && ORDER_MESSAGES.coinsBack(order.redeemedCoins),
        order.totalAmount > 0 && order.paymentMethod === 'CCAVENUE' && ORDER_MESSAGES.onlineRefund,
        order.totalAmount > 0 && order.paymentMethod === 'QR' && ORDER_MESSAGES.qrRefund,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (reason) onConfirm(reason);
        }}
      >
        <fieldset aria-describedby={tried && !reason ? errorId : undefined}>
          <legend className="text-sm font-semibold text-gray-900">
            {ORDER_MESSAGES.cancelQuestion}
          </legend>
          <div className="mt-2 space-y-2">
            {shopperCancelReasons.map((text) => (
              <label
                key={text}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-gray-200 px-3 py-2 text-sm has-checked:border-red-600 has-checked:bg-red-50"
              >
                <input
                  type="radio"
                  name="cancel-reason"
                  value={text}
                  checked={reason === text}
                  onChange={() => setReason(text)}
                  className="size-4 accent-red-600"
                />
                {text}
              </label>
            ))}
          </div>
          {tried && !reason && (
            <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
              {shopperCancelMessages.pickReason}
            </p>
          )}
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Keep order
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? 'Cancelling…' : 'Cancel order'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
