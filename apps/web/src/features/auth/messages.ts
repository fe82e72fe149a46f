/**
 * The sign-in messages (docs/product/messages.md#signing-in), each written once; components and
 * tests import them. The invalid-number text lives in contracts (INVALID_PHONE_MESSAGE) because the
 * server's validation shares it.
 */
export const AUTH_MESSAGES = {
  otpSent: 'OTP sent successfully!',
  sendFailed: 'Failed to send OTP',
  invalidOtp: 'Invalid OTP',
  verifyFailed: 'OTP verification failed',
  noSession: 'No session found, please request OTP again.',
  loginSuccess: 'Login success!',
} as const;

/** Said under 'Invalid OTP' while the code session still takes codes. */
export const triesLeftText = (tries: number): string =>
  tries === 1 ? '1 try left' : `${tries} tries left`;
