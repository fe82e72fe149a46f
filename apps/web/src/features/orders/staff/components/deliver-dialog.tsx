import { useState, type FormEvent } from 'react';
import { bookMessages, formatRupees, type StaffOrder } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { deliverLabel } from '../order-actions';

interface DeliverDialogProps {
  /** A cash-on-delivery order being marked delivered; null closes the dialog. */
  order: StaffOrder | null;
  onClose: () => void;
  onDeliver: (order: StaffOrder, cashReceived: number) => void;
}

/**
 * Marking a cash-on-delivery order delivered asks for the cash taken, prefilled with what it
 * still owes (docs/product/rules.md#books: it is booked as a cash entry).
 */
export function DeliverDialog({ order, onClose, onDeliver }: DeliverDialogProps) {
  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={order ? `${deliverLabel(order)} · ${order.orderId}` : ''}
      description={order ? `Cash still due: ${formatRupees(order.paymentState.due)}.` : undefined}
    >
      {order && (
        <CashForm
          due={order.paymentState.due}
          onClose={onClose}
          onConfirm={(cash) => {
            onDeliver(order, cash);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

function CashForm(props: { due: number; onClose: () => void; onConfirm: (cash: number) => void }) {
  const [cash, setCash] = useState(props.due.toFixed(2));
  const [tried, setTried] = useState(false);
  const value = Number(cash);
  const error =
    !cash.trim() || !Number.isFinite(value) || value < 0
      ? 'Enter the cash received, ₹0 or more.'
      : value > props.due + 1e-9
        ? bookMessages.tooMuch(formatRupees(props.due))
        : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!error) props.onConfirm(Math.round(value * 100) / 100);
  };
  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <TextField
        label="Cash received (₹)"
        inputMode="decimal"
        value={cash}
        onChange={(e) => setCash(e.target.value)}
        error={tried ? error : undefined}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={props.onClose}>
          Go back
        </Button>
        <Button type="submit">Mark delivered</Button>
      </div>
    </form>
  );
}
