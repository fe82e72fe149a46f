import { useState } from 'react';
import { CANCEL_REASON_REQUIRED, formatRupees, type StaffOrder } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { CANCEL_REASONS } from '../order-actions';

interface CancelDialogProps {
  order: StaffOrder | null;
  onClose: () => void;
  onCancel: (order: StaffOrder, reason: string) => void;
}

/** Cancelling needs a reason: the shopper reads it on their order and in the SMS. */
export function CancelDialog({ order, onClose, onCancel }: CancelDialogProps) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';
  const close = () => {
    setReason('');
    setTried(false);
    onClose();
  };
  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => !open && close()}
      title={`Cancel ${order?.orderId ?? ''}`}
      description={
        order?.payment?.status === 'Success'
          ? `The shopper is told why, any Grocoins they used go back to them, and the ${formatRupees(order.payment.amount)} they paid online is refunded through the gateway.`
          : 'The shopper is told why, and any Grocoins they used go back to them.'
      }
    >
      <form
        noValidate
        className="mt-4 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (missing || !order) return;
          onCancel(order, reason.trim());
          close();
        }}
      >
        <div className="flex flex-wrap gap-2" role="group" aria-label="Common reasons">
          {CANCEL_REASONS.map((text) => (
            <button
              key={text}
              type="button"
              aria-pressed={reason === text}
              onClick={() => setReason(text)}
              className="rounded-full border border-gray-300 px-3 py-1.5 text-sm hover:border-red-600 aria-pressed:border-red-600 aria-pressed:bg-red-50 aria-pressed:text-red-800"
            >
              {text}
            </button>
          ))}
        </div>
        <label htmlFor="cancel-reason" className="block text-sm font-semibold text-gray-800">
          Reason
        </label>
        <textarea
          id="cancel-reason"
          value={reason}
          maxLength={500}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={tried && missing}
          aria-describedby={tried && missing ? 'cancel-reason-error' : undefined}
          className="w-full rounded-lg border border-gray-300 px-3 py-2 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 aria-invalid:border-red-600"
        />
        {tried && missing && (
          <p id="cancel-reason-error" className="text-sm font-medium text-red-700">
            {CANCEL_REASON_REQUIRED}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Keep the order
          </Button>
          <Button type="submit" variant="danger">
            Cancel order
          </Button>
        </div>
      </form>
    </Modal>
  );
}
