import type { signInEndpoints } from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';

type Calls = typeof signInEndpoints;
const sendOtpCall = refTo<Calls['sendOtp']>('POST', '/auth/send-otp');
const verifyOtpCall = refTo<Calls['verifyOtp']>('POST', '/auth/verify-otp');
const createUserCall = refTo<Calls['createUser']>('POST', '/user/create');

/**
 * The three public calls of sign-in (docs/product/calls.md#sign-in-calls), in the order the modal
 * makes them.
 */
export const sendOtp = (phoneNumber: string) => call(sendOtpCall, { body: { phoneNumber } });

export const verifyOtp = (sessionId: string, otp: string) =>
  call(verifyOtpCall, { body: { session_id: sessionId, otp } });

/** Creates the shopper on first sign-in, finds them afterwards; needs the verified session. */
export const createUser = (phone: string, sessionId: string) =>
  call(createUserCall, { body: { phone, session_id: sessionId } });
