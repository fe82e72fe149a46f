import { useState, type FormEvent, type Ref } from 'react';
import { addStoreDays, subscriptionMessages, type Subscription } from '@grofresh/contracts';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useUpdateSubscription } from '../api/my-subscriptions';
import { failureSentence } from '../show-failure';
import { SUBSCRIPTION_TAB_MESSAGES } from '../messages';

export interface SkipRange {
  from: string;
  to: string;
}

interface SkipDaysFormProps {
  subscription: Pick<Subscription, '_id' | 'startDate' | 'endDate'>;
  /** The store's today: the first day that can be skipped is tomorrow. */
  today: string;
  inWindow: boolean;
  range: SkipRange;
  onRange: (range: SkipRange) => void;
  fromRef?: Ref<HTMLInputElement>;
  /** The window's note, shown once under the forms (milk-month.tsx). */
  hintId: string | undefined;
}

/** What the form sees wrong before asking the server (the server says the same). */
export function skipRangeProblem({ from, to }: SkipRange): string | null {
  if (!from) return SUBSCRIPTION_TAB_MESSAGES.skipPickFrom;
  if (to && to < from) return subscriptionMessages.skipRangeBackwards;
  return null;
}

/**
 * Skip a day or a range, or bring it back (docs/product/rules.md#milk-subscriptions): only
 * between 10 AM and 3 PM store time (the caller shows the window's note); a refusal shows the
 * server's sentence under the form. An empty "To" means the one day.
 */
export function SkipDaysForm(props: SkipDaysFormProps) {
  const { subscription: sub, today, inWindow, range, onRange, fromRef, hintId: hint } = props;
  const update = useUpdateSubscription();
  const [problem, setProblem] = useState<string | null>(null);
  const first = [addStoreDays(today, 1), sub.startDate].sort()[1]!;

  const send = (kind: 'skip' | 'unskip') => {
    const wrong = skipRangeProblem(range);
    setProblem(wrong);
    if (wrong) return;
    const dates = { from: range.from, to: range.to || range.from };
    update.mutate(
      { id: sub._id, body: kind === 'skip' ? { skip: dates } : { unskip: dates } },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onRange({ from: '', to: '' });
        },
        onError: (error) => setProblem(failureSentence(error)),
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send('skip');
  };

  return (
    <form
      aria-labelledby="milk-skip-title"
      noValidate
      onSubmit={onSubmit}
      className="rounded-xl border border-gray-200 p-3"
    >
      <h5 id="milk-skip-title" className="font-bold">
        Skip days
      </h5>
      <p className="mt-1 text-sm text-gray-700">{SUBSCRIPTION_TAB_MESSAGES.skipIntro}</p>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <TextField
          ref={fromRef}
          label="From"
          type="date"
          min={first}
          max={sub.endDate}
          value={range.from}
          onChange={(e) => onRange({ ...range, from: e.target.value })}
        />
        <TextField
          label="To"
          note="optional"
          type="date"
          min={range.from || first}
          max={sub.endDate}
          value={range.to}
          onChange={(e) => onRange({ ...range, to: e.target.value })}
        />
      </div>
      {problem && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" disabled={!inWindow || update.isPending} aria-describedby={hint}>
          Skip days
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!inWindow || update.isPending}
          aria-describedby={hint}
          onClick={() => send('unskip')}
        >
          Bring back
        </Button>
      </div>
    </form>
  );
}
