import { useState, type FormEvent } from 'react';
import {
  movementReasonLabel,
  STOCK_NOTE_MAX,
  stockMovementBodySchema,
  stockReasons,
  type StockReason,
  type StockUnit,
} from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { problemOf, useRecordMovement, type MovementBody } from '../api/stock';

type Mode = 'add' | 'take' | 'set';
const modes: [Mode, string][] = [
  ['add', 'Add'],
  ['take', 'Take away'],
  ['set', 'New count'],
];
/** What a reason usually does to the count; staff can choose otherwise. */
const usualMode: Record<StockReason, Mode> = {
  RECEIVED: 'add',
  RETURNED: 'add',
  DAMAGED: 'take',
  EXPIRED: 'take',
  COUNT: 'set',
  OTHER: 'add',
};

/**
 * Records stock received, damaged, expired, returned, a count or another change of one counted unit
 * (docs/product/rules.md#stock); the server's refusal shows as it is.
 */
export function MovementDialog({ unit, onClose }: { unit: StockUnit | null; onClose: () => void }) {
  return (
    <Modal
      open={unit !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Record stock"
      description={unit ? `${unit.name}: ${unit.onHand ?? 0} on hand now` : undefined}
    >
      {unit && <MovementForm unit={unit} onDone={onClose} />}
    </Modal>
  );
}

type Errors = Partial<Record<'quantity' | 'note' | 'form', string>>;

/** Mounted with each opening, so every unit starts afresh. */
function MovementForm({ unit, onDone }: { unit: StockUnit; onDone: () => void }) {
  const record = useRecordMovement();
  const [reason, setReason] = useState<StockReason>('RECEIVED');
  const [mode, setMode] = useState<Mode>('add');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const amount = quantity.trim() === '' ? NaN : Number(quantity);
  const after = !Number.isInteger(amount)
    ? null
    : mode === 'set'
      ? amount
      : (unit.onHand ?? 0) + (mode === 'add' ? amount : -amount);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (quantity.trim() === '') return setErrors({ quantity: 'Enter how many' });
    const body: MovementBody = {
      itemId: unit.itemId,
      variantName: unit.variantName ?? undefined,
      reason,
      ...(mode === 'set' ? { setTo: amount } : { change: mode === 'add' ? amount : -amount }),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const checked = stockMovementBodySchema.safeParse(body);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'note' ? 'note' : 'quantity';
        found[field] ??= issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    record.mutate(body, {
      onSuccess: onDone,
      onError: (error) => setErrors({ form: problemOf(error) }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <label className="block text-sm font-semibold text-gray-800">
        Reason
        <select
          value={reason}
          onChange={(e) => {
            const next = e.target.value as StockReason;
            setReason(next);
            setMode(usualMode[next]);
          }}
          className="mt-1 block h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base font-normal outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
        >
          {stockReasons.map((r) => (
            <option key={r} value={r}>
              {movementReasonLabel[r]}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend className="text-sm font-semibold text-gray-800">What changes</legend>
        <div className="mt-1 flex gap-2">
          {modes.map(([value, label]) => (
            <label
              key={value}
              className="flex h-10 flex-auto cursor-pointer items-center justify-center gap-2 rounded-lg border whitespace-nowrap border-gray-300 px-2.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-semibold has-checked:text-brand-800"
            >
              <input
                type="radio"
                name="mode"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
                className="accent-brand-600"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={mode === 'set' ? 'New count' : 'How many'}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={quantity}
        error={errors.quantity}
        onChange={(e) => setQuantity(e.target.value)}
      />
      {after !== null && after >= 0 && (
        <p className="text-sm text-gray-700" aria-live="polite">
          After this: <span className="tabular font-semibold">{after}</span> on hand
        </p>
      )}
      <TextField
        label="Note"
        note="optional"
        maxLength={STOCK_NOTE_MAX}
        placeholder="Supplier, bill number, what happened"
        value={note}
        error={errors.note}
        onChange={(e) => setNote(e.target.value)}
      />
      {errors.form && (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {errors.form}
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? 'Saving…' : 'Record'}
        </Button>
      </div>
    </form>
  );
}
