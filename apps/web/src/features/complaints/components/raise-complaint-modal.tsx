import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  complaintCategories,
  complaintCategoryLabel,
  type ComplaintCategory,
} from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { FieldError, LabelledControl } from '@/components/ui/labelled-control';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { useRaiseComplaint } from '../api/my-complaints';
import { complaintFailure, type ComplaintFailure, type ComplaintField } from '../complaint-failure';
import { COMPLAINT_MESSAGES } from '../messages';

/** One of the shopper's recent orders the complaint may name. */
export interface OrderChoice {
  orderId: string;
  createdAt: string;
}

interface RaiseComplaintModalProps {
  open: boolean;
  onClose: () => void;
  /** Opened from an order: the complaint is about it (its ORD-… number). */
  orderId?: string;
  /** Otherwise the shopper may pick one of these, or none. */
  orderChoices?: readonly OrderChoice[];
}

/**
 * The 'Raise Complaint' modal (docs/product/screens.md#my-account); the form starts afresh each
 * time it opens.
 */
export function RaiseComplaintModal({
  open,
  onClose,
  orderId,
  orderChoices,
}: RaiseComplaintModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={COMPLAINT_MESSAGES.raise}
      description="Tell us what went wrong. The store will get back to you here."
    >
      <ComplaintForm orderId={orderId} orderChoices={orderChoices ?? []} onDone={onClose} />
    </Modal>
  );
}

const noFailure: ComplaintFailure = { fields: {}, form: null };

const control = (error: string | undefined, extra: string) =>
  cn(
    'mt-1 w-full rounded-lg border bg-white px-3 text-base outline-none focus:ring-2',
    error
      ? 'border-red-600 focus:ring-red-100'
      : 'border-gray-300 focus:border-brand-600 focus:ring-brand-100',
    extra,
  );

function ComplaintForm({
  orderId,
  orderChoices,
  onDone,
}: {
  orderId: string | undefined;
  orderChoices: readonly OrderChoice[];
  onDone: () => void;
}) {
  const raise = useRaiseComplaint();
  const [category, setCategory] = useState('');
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [chosenOrder, setChosenOrder] = useState('');
  const [failure, setFailure] = useState(noFailure);
  const order = orderId ?? chosenOrder;

  // Editing a field clears the server's word on it; the rest stays until the next try.
  const edit = (field: ComplaintField, set: (value: string) => void) => (value: string) => {
    set(value);
    if (failure.fields[field]) {
      setFailure((prev) => ({ ...prev, fields: { ...prev.fields, [field]: undefined } }));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(noFailure);
    // No client checks (docs/product/rules.md#validation). What was typed goes as it is; the server
    // says what to fix.
    raise.mutate(
      {
        category: category as ComplaintCategory,
        subject,
        description,
        ...(order ? { orderId: order } : {}),
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDone();
        },
        onError: (error) => {
          const found = complaintFailure(error);
          setFailure(found);
          // One message per failure: what the server said shows in the form (under its field,
          // or above the buttons); the toast is only for a shop that could not be reached.
          const shown = found.form !== null || Object.values(found.fields).some(Boolean);
          if (!shown) {
            toast.error(COMPLAINT_MESSAGES.failedTitle, { description: COMPLAINT_MESSAGES.failed });
          }
        },
      },
    );
  };

  const { fields } = failure;
  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      {orderId ? (
        <div>
          <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800">
            {COMPLAINT_MESSAGES.aboutOrder(orderId)}
          </p>
          <FieldError error={fields.orderId} />
        </div>
      ) : (
        orderChoices.length > 0 && (
          <LabelledControl label="Order" note="optional" error={fields.orderId}>
            {(props) => (
              <select
                {...props}
                value={chosenOrder}
                onChange={(e) => edit('orderId', setChosenOrder)(e.target.value)}
                className={control(fields.orderId, 'h-11')}
              >
                <option value="">Not about an order</option>
                {orderChoices.map((choice) => (
                  <option key={choice.orderId} value={choice.orderId}>
                    {choice.orderId} · {formatDate(choice.createdAt)}
                  </option>
                ))}
              </select>
            )}
          </LabelledControl>
        )
      )}
      <LabelledControl label="Category" error={fields.category}>
        {(props) => (
          <select
            {...props}
            value={category}
            onChange={(e) => edit('category', setCategory)(e.target.value)}
            className={control(fields.category, 'h-11')}
          >
            <option value="">Choose what it is about</option>
            {complaintCategories.map((value) => (
              <option key={value} value={value}>
                {complaintCategoryLabel[value]}
              </option>
            ))}
          </select>
        )}
      </LabelledControl>
      <TextField
        label="Subject"
        value={subject}
        onChange={(e) => edit('subject', setSubject)(e.target.value)}
        error={fields.subject}
        placeholder="e.g. Milk packet was leaking"
      />
      <LabelledControl label="Description" error={fields.description}>
        {(props) => (
          <textarea
            {...props}
            rows={5}
            value={description}
            onChange={(e) => edit('description', setDescription)(e.target.value)}
            placeholder="What happened, and what would make it right?"
            className={control(fields.description, 'min-h-28 py-2')}
          />
        )}
      </LabelledControl>
      {failure.form && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {failure.form}
        </p>
      )}
      <div className="flex justify-end gap-2 pt-1">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={raise.isPending}>
          {raise.isPending ? 'Sending…' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}
