/**
 * The one-time-code calls a new number needs, given by the page that composes this feature
 * with sign-in (features never import each other), with SPEC 8's sign-in messages.
 */
export interface OtpCalls {
  /** Sends a code to the number and answers its session id. */
  send: (phone: string) => Promise<string>;
  /** True when the code is right (SPEC 8 compares the message with 'OTP verified successfully'). */
  verify: (sessionId: string, code: string) => Promise<boolean>;
  messages: { sent: string; sendFailed: string; invalid: string; verifyFailed: string };
}
