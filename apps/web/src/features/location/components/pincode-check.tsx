import { useId, useState, type FormEvent } from 'react';
import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import type { CheckServiceableResponse } from '@grofresh/contracts';
import { checkPincode } from '../api/check-serviceable';
import { PINCODE_MESSAGES } from '../messages';

/**
 * A shopper without location (or not wanting to share it) types a pincode and is told what it
 * gets (docs/product/rules.md#delivery-area): home delivery, and that dairy needs a location,
 * since only a point can tell the dairy radius.
 */
export function PincodeCheck() {
  const inputId = useId();
  const [zip, setZip] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Plain state, not a query: the prompt sits in the shop's shell, which must not wait for it.
  const [asked, setAsked] = useState<{ zip: string; answer: CheckServiceableResponse } | null>(
    null,
  );
  const [failed, setFailed] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = zip.trim();
    if (!/^[1-9]\d{5}$/.test(code)) {
      setProblem(PINCODE_MESSAGES.invalid);
      return;
    }
    setProblem(null);
    setFailed(null);
    setPending(true);
    checkPincode(code)
      .then((answer) => setAsked({ zip: code, answer }))
      .catch((error: unknown) => {
        setAsked(null);
        setFailed(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG);
      })
      .finally(() => setPending(false));
  };
  return (
    <form onSubmit={submit} noValidate className="mt-5 rounded-xl border border-gray-200 p-3">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {PINCODE_MESSAGES.label}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={inputId}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={zip}
          onChange={(e) => setZip(e.target.value.replace(/\D/g, ''))}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          className="tabular min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2 text-base"
          placeholder="560038"
        />
        <Button type="submit" variant="outline" disabled={pending}>
          {pending ? 'Checking…' : 'Check'}
        </Button>
      </div>
      {problem && (
        <p id={`${inputId}-problem`} className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <div aria-live="polite">
        {failed && <p className="mt-2 text-sm font-medium text-red-700">{failed}</p>}
        {asked && (
          <ul className="mt-3 space-y-1.5 text-sm" aria-label={`What ${asked.zip} gets`}>
            <li className="flex items-start gap-2">
              {asked.answer.serviceable ? (
                <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
              ) : (
                <X className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden />
              )}
              {asked.answer.serviceable
                ? PINCODE_MESSAGES.delivers(asked.zip)
                : PINCODE_MESSAGES.notYet(asked.zip)}
            </li>
            <li className="flex items-start gap-2 text-gray-700">
              <X className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden />
              {PINCODE_MESSAGES.dairyNeedsLocation}
            </li>
          </ul>
        )}
      </div>
    </form>
  );
}
