import { codeRefusalDetailsSchema, OTP_VERIFIED_MESSAGE } from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { verifyOtp } from './api/sign-in';
import { AUTH_MESSAGES, triesLeftText } from './messages';

/** What checking a code came to, and what to tell the shopper when it did not verify. */
export type CodeCheck =
  | { verified: true }
  | {
      verified: false;
      /** 'Invalid OTP', or 'OTP verification failed' when the call itself failed. */
      message: string;
      /** The line under it: the tries left, or the server's reason. */
      detail?: string;
      /** The code session takes no more codes: the shopper needs a new OTP. */
      newCodeNeeded: boolean;
    };

/**
 * A code the server does not verify is 'Invalid OTP' (docs/product/messages.md#signing-in), with
 * the tries left under it (or, once none are left, the server's reason); 'OTP verification failed'
 * is only for a call that failed (no network, a server error, a rate limit).
 */
export function codeCheckOf(error: unknown): CodeCheck {
  const answered = error instanceof ApiError && error.status < 500 && error.status !== 429;
  if (!answered) {
    return {
      verified: false,
      message: AUTH_MESSAGES.verifyFailed,
      detail: error instanceof ApiError ? error.message : undefined,
      newCodeNeeded: false,
    };
  }
  // A refused code says how many more the session takes; a session gone (404) takes none.
  const refusal = codeRefusalDetailsSchema.safeParse(error.body.details);
  const triesLeft = refusal.success ? refusal.data.attemptsLeft : null;
  return {
    verified: false,
    message: AUTH_MESSAGES.invalidOtp,
    detail: triesLeft ? triesLeftText(triesLeft) : error.message,
    newCodeNeeded: triesLeft === 0 || error.status === 404,
  };
}

/** POST /auth/verify-otp, read as docs/product/messages.md#signing-in reads it. Never throws. */
export async function checkCode(sessionId: string, otp: string): Promise<CodeCheck> {
  try {
    const { message } = await verifyOtp(sessionId, otp);
    return message === OTP_VERIFIED_MESSAGE
      ? { verified: true }
      : { verified: false, message: AUTH_MESSAGES.invalidOtp, newCodeNeeded: false };
  } catch (error) {
    return codeCheckOf(error);
  }
}
