import { useState, type FormEvent } from 'react';
import {
  DEFAULT_LOW_AT,
  stockMovementBodySchema,
  stockSettingsBodySchema,
  type StockUnit,
} from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { problemOf, useStartCounting, useStockSettings } from '../api/stock';

/** The first problem with a number typed for `schema`'s field, or the number. */
function numberIn(
  text: string,
  empty: string,
  check: (n: number) => { success: boolean; error?: { issues: { message: string }[] } },
): { value: number } | { error: string } {
  if (text.trim() === '') return { error: empty };
  const n = Number(text);
  const checked = check(n);
  return checked.success ? { value: n } : { error: checked.error?.issues[0]?.message ?? empty };
}

const checkLowAt = (n: number) => stockSettingsBodySchema.safeParse({ counted: true, lowAt: n });
const checkCount = (n: number) =>
  stockMovementBodySchema.safeParse({
    itemId: '00000000-0000-4000-8000-000000000000',
    reason: 'COUNT',
    setTo: n,
  });

/**
 * A unit's counting (docs/product/rules.md#stock): start counting one with what is on the
 * shelf and a low mark, or change a counted one's low mark, or stop counting it.
 */
export function CountingDialog({ unit, onClose }: { unit: StockUnit | null; onClose: () => void }) {
  return (
    <Modal
      open={unit !== null}
      onOpenChange={(open) => !open && onClose()}
      title={unit?.counted ? 'Low mark and counting' : 'Start counting'}
      description={unit?.name}
    >
      {unit && <CountingForm unit={unit} onDone={onClose} />}
    </Modal>
  );
}

type Errors = Partial<Record<'onHand' | 'lowAt' | 'form', string>>;

function CountingForm({ unit, onDone }: { unit: StockUnit; onDone: () => void }) {
  const start = useStartCounting();
  const settings = useStockSettings();
  const [onHand, setOnHand] = useState('');
  const [lowAt, setLowAt] = useState(String(unit.counted ? unit.lowAt : DEFAULT_LOW_AT));
  const [errors, setErrors] = useState<Errors>({});
  const busy = start.isPending || settings.isPending;
  const refused = (error: unknown) => setErrors({ form: problemOf(error) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const low = numberIn(lowAt, 'Enter a low mark', checkLowAt);
    const count = unit.counted
      ? null
      : numberIn(onHand, 'Enter how many are on the shelf', checkCount);
    const found: Errors = {
      lowAt: 'error' in low ? low.error : undefined,
      onHand: count && 'error' in count ? count.error : undefined,
    };
    setErrors(found);
    if (!('value' in low) || (count && !('value' in count))) return;
    if (count)
      start.mutate(
        { unit, onHand: count.value, lowAt: low.value },
        { onSuccess: onDone, onError: refused },
      );
    else
      settings.mutate(
        { unit, change: { counted: true, lowAt: low.value } },
        { onSuccess: onDone, onError: refused },
      );
  };
  const stop = () =>
    settings.mutate({ unit, change: { counted: false } }, { onSuccess: onDone, onError: refused });

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      {!unit.counted && (
        <TextField
          label="On hand now"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={onHand}
          error={errors.onHand}
          onChange={(e) => setOnHand(e.target.value)}
        />
      )}
      <div>
        <TextField
          label="Low mark"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={lowAt}
          error={errors.lowAt}
          onChange={(e) => setLowAt(e.target.value)}
        />
        <p className="mt-1 text-sm text-gray-600">
          At or below it, the shop shows “Only N left” and the console alerts you.
        </p>
      </div>
      {unit.counted && (
        <p className="text-sm text-gray-600">
          Stopped, it sells as before counting, while it is on in the catalog; its history stays.
        </p>
      )}
      {errors.form && (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {errors.form}
        </div>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {unit.counted && (
          <Button variant="ghost" className="mr-auto text-red-700" disabled={busy} onClick={stop}>
            Stop counting
          </Button>
        )}
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : unit.counted ? 'Save' : 'Start counting'}
        </Button>
      </div>
    </form>
  );
}
