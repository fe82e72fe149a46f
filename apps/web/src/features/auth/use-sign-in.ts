import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { saveSession } from '@/lib/session';
import { createUser, sendOtp } from './api/sign-in';
import { checkCode } from './code-check';
import { AUTH_MESSAGES } from './messages';
import { useCountdown } from './use-countdown';

/**
 * One code per number every 30 s (docs/product/rules.md#limits). The server's Retry-After wins when
 * they differ.
 */
export const RESEND_SECONDS = 30;

/** Waits longer than this are not counted down on the button (the toast says when). */
const LONGEST_COUNTDOWN_SECONDS = 3600;

export type SignInStep = 'phone' | 'code';

const CODE_CHECK_TOAST = 'otp-check';

const retryAfterOf = (details: unknown): number | null =>
  typeof details === 'object' &&
  details !== null &&
  'retryAfterSeconds' in details &&
  typeof details.retryAfterSeconds === 'number'
    ? details.retryAfterSeconds
    : null;

/**
 * Signing in (docs/product/records.md#signing-in): number, code, verify, create or fetch the user,
 * store token and user.
 */
export function useSignIn(onSignedIn: () => void) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<SignInStep>('phone');
  const [phone, setPhone] = useState('');
  // The number the last code went to (or was refused for): the cooldown belongs to it.
  const [sentTo, setSentTo] = useState('');
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cooldown = useCountdown();

  async function requestCode() {
    const number = phone;
    setBusy(true);
    try {
      const { session_id } = await sendOtp(number);
      setSessionId(session_id);
      setSentTo(number);
      setStep('code');
      cooldown.start(RESEND_SECONDS);
      // One toast however often the code is resent.
      toast.success(AUTH_MESSAGES.otpSent, { id: 'otp-sent' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        // The server's own words ("Please wait…") say more than a generic failure.
        toast.error(error.message);
        setSentTo(number);
        // A number cooling down after wrong codes waits hours: its message says until when.
        const wait = retryAfterOf(error.body.details) ?? RESEND_SECONDS;
        if (wait <= LONGEST_COUNTDOWN_SECONDS) cooldown.start(wait);
      } else {
        toast.error(AUTH_MESSAGES.sendFailed);
      }
    } finally {
      setBusy(false);
    }
  }

  async function verify(otp: string) {
    if (!sessionId) {
      toast.error(AUTH_MESSAGES.noSession);
      return;
    }
    setBusy(true);
    try {
      const check = await checkCode(sessionId, otp);
      if (!check.verified) {
        // The next Continue asks for a new code instead of trying a dead session.
        if (check.newCodeNeeded) setSessionId(null);
        // One toast for the latest try, so '3 tries left' never sits beside '4 tries left'.
        toast.error(check.message, { id: CODE_CHECK_TOAST, description: check.detail });
        return;
      }
      const { token, userDetails } = await createUser(sentTo, sessionId);
      saveSession({ token, user: userDetails });
      // Nothing cached for whoever was here before may show to this shopper.
      queryClient.removeQueries({ type: 'inactive' });
      void queryClient.invalidateQueries({ type: 'active' });
      toast.success(AUTH_MESSAGES.loginSuccess);
      setStep('phone');
      setSessionId(null);
      onSignedIn();
    } catch (error) {
      // The code was right but the sign-in call failed (already used, or no answer).
      toast.error(AUTH_MESSAGES.verifyFailed, {
        id: CODE_CHECK_TOAST,
        description: error instanceof ApiError ? error.message : undefined,
      });
    } finally {
      setBusy(false);
    }
  }

  return {
    step,
    phone,
    setPhone,
    sentTo,
    busy,
    /** Seconds before another code may be asked for the number on screen. */
    waitSeconds: phone === sentTo ? cooldown.secondsLeft : 0,
    requestCode,
    resend: requestCode,
    verify,
    changeNumber: () => setStep('phone'),
  };
}
