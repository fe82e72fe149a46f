import { useState, type FormEvent } from 'react';
import { formatRupees, type BooksDay } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorText, useCloseDay } from '../api/books';
import { differenceText } from '../payment-text';

/** The cash the books expect: cash taken less cash given back (docs/product/rules.md#books). */
export const expectedCash = (day: BooksDay): number =>
  Math.round((day.byMethod.CASH.received - day.refunds.CASH) * 100) / 100;

/** "Close the day" (admin): the cash counted against the expected, with a note; once. */
export function CloseDayForm({ day }: { day: BooksDay }) {
  const close = useCloseDay(day.date);
  const expected = expectedCash(day);
  const [counted, setCounted] = useState(expected.toFixed(2));
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const value = Number(counted);
  const error =
    !counted.trim() || !Number.isFinite(value) || value < 0
      ? 'Enter the cash counted, ₹0 or more.'
      : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (error) return;
    close.mutate({
      countedCash: Math.round(value * 100) / 100,
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="close-day"
      className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4"
    >
      <h2 id="close-day" className="font-bold">
        Close the day
      </h2>
      <p className="tabular text-sm text-gray-700">
        The books expect {formatRupees(expected)} in cash.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Counted cash (₹)"
          inputMode="decimal"
          value={counted}
          onChange={(e) => setCounted(e.target.value)}
          error={tried ? error : undefined}
        />
        <TextField
          label="Note"
          note="optional"
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      {!error && (
        <p className="tabular text-sm font-semibold" aria-live="polite">
          Difference: {differenceText(Math.round((value - expected) * 100) / 100)}
        </p>
      )}
      {close.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorText(close.error)}
        </p>
      )}
      <Button type="submit" disabled={close.isPending}>
        Close the day
      </Button>
    </form>
  );
}
