import { useId, useState, type FormEvent } from 'react';
import { giveBackMethods, type GiveBackMethod } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { giveBackChoices, type MoveConfirmation } from '../subscription-actions';

interface EndSubscriptionDialogProps {
  /** The move's own words; null closes the dialog. */
  confirmation: MoveConfirmation | null;
  onClose: () => void;
  onConfirm: (giveBackAs: GiveBackMethod) => void;
}

/**
 * Cancelling or refusing a paid subscription: the move's question, and how its undelivered
 * paid days come back (Grocoins unless staff pick a refund). It closes as it confirms, so it
 * sends once; the server's answer says what came back.
 */
export function EndSubscriptionDialog({
  confirmation,
  onClose,
  onConfirm,
}: EndSubscriptionDialogProps) {
  return (
    <Modal
      open={confirmation !== null}
      onOpenChange={(open) => !open && onClose()}
      title={confirmation?.title ?? ''}
      description={confirmation?.description}
    >
      {confirmation && (
        <GiveBackForm
          confirm={confirmation.confirm}
          onClose={onClose}
          onConfirm={(as) => {
            onConfirm(as);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

interface GiveBackFormProps {
  confirm: string;
  onClose: () => void;
  onConfirm: (giveBackAs: GiveBackMethod) => void;
}

/** Mounted with each opening, so every cancel starts from Grocoins. */
function GiveBackForm({ confirm, onClose, onConfirm }: GiveBackFormProps) {
  const [as, setAs] = useState<GiveBackMethod>('COINS');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(as);
  };
  return (
    <form onSubmit={submit}>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-gray-800">Give the paid days back</legend>
        <div className="mt-2 space-y-2">
          {giveBackMethods.map((method) => (
            <label
              key={method}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-gray-200 p-3 hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
            >
              <input
                type="radio"
                name="give-back-as"
                value={method}
                checked={as === method}
                onChange={() => setAs(method)}
                aria-labelledby={`${id}-${method}`}
                aria-describedby={`${id}-${method}-hint`}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span className="text-sm">
                <span id={`${id}-${method}`} className="block font-semibold">
                  {giveBackChoices[method].label}
                </span>
                <span id={`${id}-${method}-hint`} className="block text-gray-600">
                  {giveBackChoices[method].hint}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Go back
        </Button>
        <Button type="submit" variant="danger">
          {confirm}
        </Button>
      </div>
    </form>
  );
}
