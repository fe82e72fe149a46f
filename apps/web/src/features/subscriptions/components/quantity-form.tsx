import { useState, type FormEvent } from 'react';
import {
  addStoreDays,
  formatRupees,
  quantityOptionLabel,
  subscriptionMessages,
  type QuantityTopUp,
  type Subscription,
} from '@grofresh/contracts';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { LabelledControl } from '@/components/ui/labelled-control';
import { TextField } from '@/components/ui/text-field';
import { useUpdateSubscription } from '../api/my-subscriptions';
import { storeDateLabel } from '../calendar-month';
import { failureSentence } from '../show-failure';
import { SUBSCRIPTION_TAB_MESSAGES } from '../messages';

interface QuantityFormProps {
  subscription: Pick<
    Subscription,
    '_id' | 'startDate' | 'endDate' | 'quantity' | 'quantityChanges'
  >;
  /** The store's options and their daily prices (rupees). */
  prices: Record<string, number>;
  today: string;
  inWindow: boolean;
  /** The window's note, shown once under the forms (milk-month.tsx). */
  hintId: string | undefined;
}

/** What the form sees wrong before asking the server. */
export function quantityProblem(quantity: string, from: string): string | null {
  if (!quantity) return subscriptionMessages.quantityRequired;
  if (!from) return SUBSCRIPTION_TAB_MESSAGES.quantityPickFrom;
  return null;
}

/**
 * Change the daily quantity from a date on (docs/product/rules.md#milk-subscriptions): a larger
 * one answers a top-up added to the bill, shown here until the next change; the server's
 * sentence for a refusal under the form; only between 10 AM and 3 PM (the caller shows the note).
 */
export function QuantityForm(props: QuantityFormProps) {
  const { subscription: sub, prices, today, inWindow, hintId: hint } = props;
  const update = useUpdateSubscription();
  const [quantity, setQuantity] = useState('');
  const [from, setFrom] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [topUp, setTopUp] = useState<QuantityTopUp | null>(null);
  const first = [addStoreDays(today, 1), sub.startDate].sort()[1]!;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = quantityProblem(quantity, from);
    setProblem(wrong);
    if (wrong) return;
    update.mutate(
      { id: sub._id, body: { quantity, from } },
      {
        onSuccess: ({ message, bill }) => {
          toast.success(message);
          setTopUp(bill ?? null);
        },
        onError: (error) => setProblem(failureSentence(error)),
      },
    );
  };

  return (
    <form
      aria-labelledby="milk-quantity-title"
      noValidate
      onSubmit={onSubmit}
      className="rounded-xl border border-gray-200 p-3"
    >
      <h5 id="milk-quantity-title" className="font-bold">
        Change quantity
      </h5>
      <p className="mt-1 text-sm text-gray-700">
        Now {quantityOptionLabel(sub.quantity)} a day
        {sub.quantityChanges.map((c) => (
          <span key={c.from}>
            ; {quantityOptionLabel(c.quantity)} from {storeDateLabel(c.from)}
          </span>
        ))}
        .
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <LabelledControl label="New quantity" error={undefined}>
          {(control) => (
            <select
              {...control}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              className="mt-1 h-11 w-full rounded-lg border border-gray-300 bg-white px-2 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
            >
              <option value="">Choose</option>
              {Object.entries(prices).map(([key, price]) => (
                <option key={key} value={key}>
                  {quantityOptionLabel(key)} · {formatRupees(price)}/day
                </option>
              ))}
            </select>
          )}
        </LabelledControl>
        <TextField
          label="Starting on"
          type="date"
          min={first}
          max={sub.endDate}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
      </div>
      {problem && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      {topUp && (
        <p className="tabular mt-3 rounded-lg bg-accent-100 p-3 text-sm font-semibold text-amber-900">
          {SUBSCRIPTION_TAB_MESSAGES.topUp(
            formatRupees(topUp.amount),
            topUp.days,
            storeDateLabel(topUp.from),
          )}
        </p>
      )}
      <Button
        type="submit"
        className="mt-3"
        disabled={!inWindow || update.isPending}
        aria-describedby={hint}
      >
        Change quantity
      </Button>
    </form>
  );
}
