import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PHONE_LENGTH, PHONE_PREFIX, phoneProblem } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { phoneDigits } from '@/lib/phone';
import { closeLoginModal } from '../login-modal-store';

interface PhoneStepProps {
  phone: string;
  onPhoneChange: (phone: string) => void;
  busy: boolean;
  /** Seconds the shop still refuses a new code for this number (after a 429). */
  waitSeconds: number;
  onSubmit: () => void;
}

/**
 * Step 1 of the sign-in dialog (docs/product/screens.md#home): the mobile number, after a visible
 * +91.
 */
export function PhoneStep({ phone, onPhoneChange, busy, waitSeconds, onSubmit }: PhoneStepProps) {
  const id = useId();
  const [checked, setChecked] = useState(false);
  const problem = phoneProblem(phone);
  // A whole number that is not a mobile number is pointed out at once; a partial one on leaving.
  const showProblem = (checked || phone.length === PHONE_LENGTH) && phone.length > 0 && problem;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!problem && !busy && waitSeconds === 0) onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate className="mt-5">
      <label htmlFor={id} className="text-sm font-semibold text-gray-800">
        Mobile number
      </label>
      <div
        className={cn(
          'mt-1.5 flex h-12 items-center overflow-hidden rounded-xl border bg-white focus-within:ring-2',
          showProblem
            ? 'border-red-600 focus-within:ring-red-100'
            : 'border-gray-300 focus-within:border-brand-600 focus-within:ring-brand-100',
        )}
      >
        <span id={`${id}-prefix`} className="tabular border-r border-gray-200 px-3 font-semibold">
          {PHONE_PREFIX}
        </span>
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          value={phone}
          onChange={(e) => onPhoneChange(phoneDigits(e.target.value))}
          onBlur={() => setChecked(true)}
          aria-invalid={Boolean(showProblem)}
          aria-describedby={`${id}-prefix ${showProblem ? `${id}-problem` : ''}`.trim()}
          className="tabular h-full min-w-0 flex-1 px-3 text-base tracking-wide outline-none placeholder:tracking-normal"
        />
      </div>
      {showProblem && (
        <p id={`${id}-problem`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      {waitSeconds > 0 && (
        <p className="mt-2 text-sm text-gray-600">
          You can ask for a new OTP in{' '}
          <span className="tabular font-semibold">{waitSeconds} s</span>
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        className="mt-5 w-full"
        disabled={phone.length !== PHONE_LENGTH || Boolean(problem) || busy || waitSeconds > 0}
        aria-busy={busy}
      >
        {busy && <Spinner className="size-5 border-2" />}
        Continue
      </Button>
      <p className="mt-4 text-center text-xs text-gray-500">
        By continuing you agree to our{' '}
        <Link to="/terms" onClick={closeLoginModal} className="underline hover:text-gray-800">
          Terms
        </Link>{' '}
        and{' '}
        <Link to="/privacy" onClick={closeLoginModal} className="underline hover:text-gray-800">
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}
