import { useId, useState, type FormEvent } from 'react';
import { OTP_LENGTH } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { digitsOnly, formatPhone } from '@/lib/phone';

interface CodeStepProps {
  phone: string;
  busy: boolean;
  /** Seconds before another code may be sent; the resend link waits for 0. */
  waitSeconds: number;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onChangeNumber: () => void;
}

/**
 * Step 2 of the sign-in dialog (docs/product/screens.md#home): the 6-digit code, with resend after
 * a countdown.
 */
export function CodeStep({
  phone,
  busy,
  waitSeconds,
  onVerify,
  onResend,
  onChangeNumber,
}: CodeStepProps) {
  const id = useId();
  const [otp, setOtp] = useState('');
  const complete = otp.length === OTP_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !busy) onVerify(otp);
  };
  const resend = () => {
    setOtp('');
    onResend();
  };

  return (
    <form onSubmit={submit} noValidate className="mt-5">
      <p className="text-sm text-gray-700">
        We sent a {OTP_LENGTH}-digit code to{' '}
        <span className="tabular font-semibold whitespace-nowrap text-gray-900">
          {formatPhone(phone)}
        </span>{' '}
        <button
          type="button"
          onClick={onChangeNumber}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Change number
        </button>
      </p>
      <label htmlFor={id} className="mt-4 block text-sm font-semibold text-gray-800">
        Enter OTP
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        placeholder={'•'.repeat(OTP_LENGTH)}
        value={otp}
        onChange={(e) => setOtp(digitsOnly(e.target.value, OTP_LENGTH))}
        className="tabular mt-1.5 h-14 w-full rounded-xl border border-gray-300 bg-white text-center text-2xl font-bold tracking-[0.6em] outline-none placeholder:text-gray-300 focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
      />
      <div className="mt-3 text-sm">
        {waitSeconds > 0 ? (
          <p className="text-gray-600">
            Resend OTP in <span className="tabular font-semibold">{waitSeconds} s</span>
          </p>
        ) : (
          <button
            type="button"
            onClick={resend}
            disabled={busy}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline disabled:text-gray-400"
          >
            Resend OTP
          </button>
        )}
      </div>
      <Button
        type="submit"
        size="lg"
        className="mt-5 w-full"
        disabled={!complete || busy}
        aria-busy={busy}
      >
        {busy && <Spinner className="size-5 border-2" />}
        Continue
      </Button>
    </form>
  );
}
