import { useState, type FormEvent } from 'react';
import { Coins } from 'lucide-react';
import { COMPLAINT_CREDIT_MAX, complaintMessages, type StaffComplaint } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { grocoins } from '@/lib/grocoins';
import { formatPhone } from '@/lib/phone';
import { useCreditComplaint } from '../api/staff-complaints';
import { parseCredit, suggestedCredit } from '../complaint-text';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Grocoins back to the shopper, once per complaint: the linked order's total is offered
 * first, the store confirms, and the answer replaces the button with what was given.
 */
export function CreditBox({ complaint }: { complaint: StaffComplaint }) {
  const credit = useCreditComplaint();
  const [value, setValue] = useState(() => suggestedCredit(complaint));
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<number | null>(null);

  if (complaint.coinsCredited > 0) {
    return (
      <p className="inline-flex items-center gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
        <Coins className="size-4" aria-hidden />
        {grocoins(complaint.coinsCredited)} credited
      </p>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (credit.isPending) return;
    const coins = parseCredit(value);
    if (coins === null) {
      setError(complaintMessages.creditRange);
      return;
    }
    setError(null);
    setAsking(coins);
  };

  return (
    <>
      <form aria-label="Give Grocoins" noValidate onSubmit={submit} className="space-y-3">
        <TextField
          label="Grocoins to give"
          note={`1 to ${COMPLAINT_CREDIT_MAX}, 1 Grocoin = ₹1`}
          type="number"
          inputMode="numeric"
          min={1}
          max={COMPLAINT_CREDIT_MAX}
          step={1}
          value={value}
          error={error ?? undefined}
          onChange={(e) => {
            setValue(e.target.value);
            if (error) setError(null);
          }}
        />
        <Button type="submit" variant="outline" disabled={credit.isPending}>
          <Coins className="size-4" aria-hidden />
          {credit.isPending ? 'Giving…' : 'Give Grocoins'}
        </Button>
      </form>
      <ConfirmDialog
        open={asking !== null}
        title={`Give ${grocoins(asking ?? 0)} to ${formatPhone(complaint.customer.phone)}?`}
        description="This can be done once for this complaint."
        confirm={`Give ${grocoins(asking ?? 0)}`}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking === null || credit.isPending) return;
          credit.mutate({ params: { id: complaint._id }, body: { coins: asking } });
        }}
      />
    </>
  );
}
