import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  OTP_LENGTH,
  PHONE_LENGTH,
  PHONE_PREFIX,
  phoneProblem,
  userMessages,
} from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { LabelledControl } from '@/components/ui/labelled-control';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { digitsOnly, formatPhone, phoneDigits } from '@/lib/phone';
import { useUpdateProfile } from '../api/profile';
import { errorMessage } from '../error-message';
import { PROFILE_MESSAGES } from '../messages';
import type { OtpCalls } from '../otp-calls';

interface ChangeNumberProps {
  userId: string;
  currentPhone: string;
  otp: OtpCalls;
}

type Step = 'closed' | 'phone' | 'code';

const inputClass = (invalid: boolean) =>
  cn(
    'mt-1 flex h-11 w-full items-center overflow-hidden rounded-lg border bg-white focus-within:ring-2',
    invalid
      ? 'border-red-600 focus-within:ring-red-100'
      : 'border-gray-300 focus-within:border-brand-600 focus-within:ring-brand-100',
  );

/**
 * 'Change number': the new number gets a one-time code like at sign-in; once it is verified
 * the server takes the number, ends every older token and answers a new one for this device.
 */
export function ChangeNumber({ userId, currentPhone, otp }: ChangeNumberProps) {
  const update = useUpdateProfile(userId);
  const [step, setStep] = useState<Step>('closed');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setStep('closed');
    setPhone('');
    setCode('');
    setSessionId(null);
    setProblem(undefined);
  };

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    const invalid =
      phoneProblem(phone) ?? (phone === currentPhone ? userMessages.samePhone : undefined);
    setProblem(invalid);
    if (invalid || busy) return;
    setBusy(true);
    try {
      setSessionId(await otp.send(phone));
      setCode('');
      setStep('code');
      toast.success(otp.messages.sent, { id: 'otp-sent' });
    } catch (error) {
      // A 429 says how long to wait, in the server's words.
      toast.error(
        error instanceof ApiError && error.status === 429 ? error.message : otp.messages.sendFailed,
      );
    } finally {
      setBusy(false);
    }
  }

  async function verifyAndSave(event: FormEvent) {
    event.preventDefault();
    if (code.length !== OTP_LENGTH) {
      setProblem(`Enter the ${OTP_LENGTH}-digit OTP.`);
      return;
    }
    setProblem(undefined);
    if (!sessionId || busy) return;
    setBusy(true);
    try {
      const check = await otp.verify(sessionId, code);
      if (!check.verified) {
        // One toast for the latest try, as at sign-in.
        toast.error(check.message, { id: 'otp-check', description: check.detail });
        if (check.newCodeNeeded) {
          // The code session is over: back to the number, whose Send OTP asks for a new one.
          setSessionId(null);
          setStep('phone');
        }
        return;
      }
      try {
        await update.mutateAsync({ phone, session_id: sessionId });
      } catch (error) {
        toast.error(errorMessage(error));
        // The number is someone else's: ask for another one.
        if (error instanceof ApiError && error.status === 409) setStep('phone');
        return;
      }
      toast.success(PROFILE_MESSAGES.numberChanged);
      close();
    } finally {
      setBusy(false);
    }
  }

  if (step === 'closed') {
    return (
      <Button variant="outline" size="sm" onClick={() => setStep('phone')}>
        Change number
      </Button>
    );
  }

  const actions = (submitLabel: string) => (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy && <Spinner className="size-4 border-2" />}
        {submitLabel}
      </Button>
      <Button variant="ghost" onClick={close}>
        Cancel
      </Button>
    </div>
  );

  return step === 'phone' ? (
    <form onSubmit={sendCode} noValidate aria-label="Change number" className="mt-3 max-w-sm">
      <LabelledControl label="New mobile number" error={problem}>
        {(control) => (
          <div className={inputClass(Boolean(problem))}>
            <span className="tabular border-r border-gray-200 px-3 font-semibold" aria-hidden>
              {PHONE_PREFIX}
            </span>
            <input
              {...control}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={PHONE_LENGTH + 4}
              placeholder="10-digit mobile number"
              value={phone}
              onChange={(e) => setPhone(phoneDigits(e.target.value))}
              className="tabular h-full min-w-0 flex-1 px-3 text-base outline-none"
            />
          </div>
        )}
      </LabelledControl>
      <p className="mt-1 text-xs text-gray-500">We will send an OTP to the new number.</p>
      {actions('Send OTP')}
    </form>
  ) : (
    <form
      onSubmit={verifyAndSave}
      noValidate
      aria-label="Verify new number"
      className="mt-3 max-w-sm"
    >
      <p className="text-sm text-gray-700">
        We sent a {OTP_LENGTH}-digit code to{' '}
        <span className="tabular font-semibold whitespace-nowrap">{formatPhone(phone)}</span>{' '}
        <button
          type="button"
          onClick={() => setStep('phone')}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Use another number
        </button>
      </p>
      <LabelledControl label="Enter OTP" error={problem} className="mt-3">
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={code}
            onChange={(e) => setCode(digitsOnly(e.target.value, OTP_LENGTH))}
            className={cn(
              inputClass(Boolean(problem)),
              'tabular px-3 text-base tracking-widest outline-none',
            )}
          />
        )}
      </LabelledControl>
      {actions('Verify and save')}
    </form>
  );
}
