import { useState, type FormEvent } from 'react';
import { Coins } from 'lucide-react';
import {
  COMPLAINT_CREDIT_MAX,
  complaintCreditBodySchema,
  complaintMessages,
  GOODWILL_REASON_MAX,
  goodwillMessages,
  type GoodwillLimits,
  type StaffComplaint,
} from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { grocoins } from '@/lib/grocoins';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { formatPhone } from '@/lib/phone';
import { useCreditComplaint } from '../api/staff-complaints';
import { parseCredit, suggestedCredit } from '../complaint-text';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface Errors {
  coins?: string;
  reason?: string;
  /** The server's refusal, shown as it is (docs/decisions.md#complaints). */
  refused?: string;
}

/** The reason's own message from the body's schema, if it fails it. */
const reasonProblem = (reason: string): string | undefined =>
  complaintCreditBodySchema.shape.reason.safeParse(reason).error?.issues[0]?.message;

/**
 * Grocoins back to the shopper, once per complaint, with a reason for the store's record:
 * the linked order's total is offered first (within what needs no admin and today's cap),
 * the store's limits are stated, the store confirms, and the answer replaces the button with
 * what was given. The server decides the limits; its refusal shows under the form.
 */
export function CreditBox({
  complaint,
  goodwill,
}: {
  complaint: StaffComplaint;
  goodwill: GoodwillLimits;
}) {
  const credit = useCreditComplaint();
  const [value, setValue] = useState(() =>
    suggestedCredit(complaint, Math.min(goodwill.adminAbove, goodwill.leftToday)),
  );
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [asking, setAsking] = useState<{ coins: number; reason: string } | null>(null);

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
    const problem = reasonProblem(reason);
    setErrors({
      ...(coins === null ? { coins: complaintMessages.creditRange } : {}),
      ...(problem ? { reason: problem } : {}),
    });
    if (coins !== null && !problem) setAsking({ coins, reason: reason.trim() });
  };
  const give = () => {
    if (asking === null || credit.isPending) return;
    credit.mutate(
      { params: { id: complaint._id }, body: asking },
      {
        onError: (failure) =>
          setErrors({
            refused: failure instanceof ApiError ? failure.message : SOMETHING_WENT_WRONG,
          }),
      },
    );
  };

  return (
    <>
      <form aria-label="Give Grocoins" noValidate onSubmit={submit} className="space-y-3">
        <p className="text-sm text-gray-600">
          {goodwillMessages.limits(goodwill.adminAbove, goodwill.dailyCap)}{' '}
          <span className="font-semibold text-gray-800">
            {goodwillMessages.leftToday(goodwill.leftToday)}
          </span>
        </p>
        <TextField
          label="Grocoins to give"
          note="1 Grocoin = ₹1"
          type="number"
          inputMode="numeric"
          min={1}
          max={COMPLAINT_CREDIT_MAX}
          step={1}
          value={value}
          error={errors.coins}
          onChange={(e) => {
            setValue(e.target.value);
            setErrors({});
          }}
        />
        <TextField
          label="Reason"
          note="kept in the activity record"
          maxLength={GOODWILL_REASON_MAX}
          value={reason}
          error={errors.reason}
          onChange={(e) => {
            setReason(e.target.value);
            setErrors({});
          }}
        />
        {errors.refused && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.refused}
          </p>
        )}
        <Button type="submit" variant="outline" disabled={credit.isPending}>
          <Coins className="size-4" aria-hidden />
          {credit.isPending ? 'Giving…' : 'Give Grocoins'}
        </Button>
      </form>
      <ConfirmDialog
        open={asking !== null}
        title={`Give ${grocoins(asking?.coins ?? 0)} to ${formatPhone(complaint.customer.phone)}?`}
        description={`This can be done once for this complaint. Reason: ${asking?.reason ?? ''}`}
        confirm={`Give ${grocoins(asking?.coins ?? 0)}`}
        onClose={() => setAsking(null)}
        onConfirm={give}
      />
    </>
  );
}
