import { useState, type FormEvent } from 'react';
import {
  bookMessages,
  formatRupees,
  UPI_REFERENCE_PATTERN,
  type BookDocumentType,
} from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { errorText, useRecordPayment } from '../api/books';

interface RecordPaymentDialogProps {
  open: boolean;
  onClose: () => void;
  documentType: BookDocumentType;
  id: string;
  label: string;
  due: number;
}

/** Cash or UPI taken for a document, prefilled with what it still owes. */
export function RecordPaymentDialog({
  open,
  onClose,
  label,
  due,
  ...doc
}: RecordPaymentDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={`Record payment · ${label}`}
      description={`Still due: ${formatRupees(due)}.`}
    >
      {open && <PaymentForm due={due} onDone={onClose} {...doc} />}
    </Modal>
  );
}

type Method = 'CASH' | 'UPI';
const METHODS: Record<Method, string> = { CASH: 'Cash', UPI: 'UPI' };

/** Mounted with each opening, so each starts from what is due. */
function PaymentForm(props: {
  documentType: BookDocumentType;
  id: string;
  due: number;
  onDone: () => void;
}) {
  const record = useRecordPayment();
  const [method, setMethod] = useState<Method>('CASH');
  const [amount, setAmount] = useState(props.due.toFixed(2));
  const [reference, setReference] = useState('');
  const [tried, setTried] = useState(false);
  const value = Number(amount);
  const amountError =
    !amount.trim() || !Number.isFinite(value) || value <= 0
      ? bookMessages.amountPositive
      : value > props.due + 1e-9
        ? bookMessages.tooMuch(formatRupees(props.due))
        : undefined;
  const referenceError =
    method !== 'UPI'
      ? undefined
      : !reference.trim()
        ? bookMessages.upiNeedsReference
        : !UPI_REFERENCE_PATTERN.test(reference.trim())
          ? bookMessages.referenceDigits
          : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (amountError || referenceError) return;
    record.mutate(
      {
        documentType: props.documentType,
        id: props.id,
        body: {
          method,
          amount: Math.round(value * 100) / 100,
          ...(method === 'UPI' ? { reference: reference.trim() } : {}),
        },
      },
      { onSuccess: props.onDone },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <fieldset>
        <legend className="text-sm font-semibold text-gray-800">Method</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {(Object.keys(METHODS) as Method[]).map((m) => (
            <label
              key={m}
              className={cn(
                'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200',
                method === m
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-gray-300 text-gray-800',
              )}
            >
              <input
                type="radio"
                name="method"
                value={m}
                checked={method === m}
                onChange={() => setMethod(m)}
                className="accent-brand-600"
              />
              {METHODS[m]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Amount (₹)"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={tried ? amountError : undefined}
      />
      {method === 'UPI' && (
        <TextField
          label="UPI reference"
          note="12 digits, from the bank app"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={reference}
          onChange={(e) => setReference(e.target.value.replace(/\D/g, ''))}
          error={tried ? referenceError : undefined}
        />
      )}
      {record.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorText(record.error)}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={props.onDone}>
          Go back
        </Button>
        <Button type="submit" disabled={record.isPending}>
          Record {formatRupees(Number.isFinite(value) && value > 0 ? value : 0)}
        </Button>
      </div>
    </form>
  );
}
