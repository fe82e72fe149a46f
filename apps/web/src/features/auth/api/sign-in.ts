import type { CreateUserResponse } from '@grofresh/contracts';
import { api } from '@/lib/api-client';

/**
 * The three public calls of sign-in (docs/product/calls.md#sign-in-calls), in the order the modal
 * makes them.
 */
export const sendOtp = (phoneNumber: string) =>
  api<{ session_id: string }>('/auth/send-otp', {
    method: 'POST',
    body: JSON.stringify({ phoneNumber }),
  });

export const verifyOtp = (sessionId: string, otp: string) =>
  api<{ message: string }>('/auth/verify-otp', {
    method: 'POST',
    body: JSON.stringify({ session_id: sessionId, otp }),
  });

/** Creates the shopper on first sign-in, finds them afterwards; needs the verified session. */
export const createUser = (phone: string, sessionId: string) =>
  api<CreateUserResponse>('/user/create', {
    method: 'POST',
    body: JSON.stringify({ phone, session_id: sessionId }),
  });
