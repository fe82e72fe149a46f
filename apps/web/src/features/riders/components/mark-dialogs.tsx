import { useId, useState } from 'react';
import { formatRupees } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RIDER_MESSAGES } from '../messages';

/** Delivering a cash-on-delivery order: the cash taken, prefilled with what it owes. */
export function CashDialog({
  order,
  onClose,
  onDeliver,
}: {
  order: { orderId: string; collect: number } | null;
  onClose: () => void;
  onDeliver: (cashReceived: number) => void;
}) {
  const inputId = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? String(order?.collect ?? '');
  const cash = Number(value);
  const valid = value.trim() !== '' && Number.isFinite(cash) && cash >= 0;
  const close = () => {
    setTyped(null);
    onClose();
  };
  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => !open && close()}
      title={order ? RIDER_MESSAGES.cashTitle(order.orderId) : ''}
      description={order ? `It owes ${formatRupees(order.collect)}.` : undefined}
    >
      <form
        className="mt-4 space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!valid) return;
          setTyped(null);
          onDeliver(Math.round(cash * 100) / 100);
        }}
      >
        <div>
          <label htmlFor={inputId} className="text-sm font-semibold">
            {RIDER_MESSAGES.cashLabel}
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={value}
            onChange={(e) => setTyped(e.target.value)}
            className="tabular mt-1 h-12 w-full rounded-lg border border-gray-300 px-3 text-lg"
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" size="lg" onClick={close}>
            Back
          </Button>
          <Button type="submit" size="lg" disabled={!valid}>
            Delivered
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** A milk delivery missed: why, kept on the day for the store and the shopper. */
export function MissedDialog({
  stop,
  onClose,
  onMissed,
}: {
  stop: { name: string } | null;
  onClose: () => void;
  onMissed: (reason: string) => void;
}) {
  const inputId = useId();
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Modal
      open={stop !== null}
      onOpenChange={(open) => !open && close()}
      title={stop ? `Missed ${stop.name}’s milk?` : ''}
    >
      <form
        className="mt-4 space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          onMissed(reason.trim());
          setReason('');
        }}
      >
        <div>
          <label htmlFor={inputId} className="text-sm font-semibold">
            {RIDER_MESSAGES.reasonLabel}
          </label>
          <input
            id={inputId}
            maxLength={200}
            value={reason}
            placeholder={RIDER_MESSAGES.reasonPlaceholder}
            onChange={(e) => setReason(e.target.value)}
            className="mt-1 h-12 w-full rounded-lg border border-gray-300 px-3 text-base"
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" size="lg" onClick={close}>
            Back
          </Button>
          <Button type="submit" size="lg" variant="danger">
            Missed
          </Button>
        </div>
      </form>
    </Modal>
  );
}
