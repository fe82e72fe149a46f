/**
 * What checking a code came to. A refusal carries what to tell the shopper
 * (docs/product/messages.md#signing-in: 'Invalid OTP' with the tries left under it, or 'OTP
 * verification failed' when the call itself failed).
 */
export type CodeCheck =
  | { verified: true }
  | { verified: false; message: string; detail?: string; newCodeNeeded: boolean };

/**
 * The one-time-code calls a new number needs, given by the page that composes this feature
 * with sign-in (features never import each other), with the sign-in messages
 * (docs/product/messages.md#signing-in).
 */
export interface OtpCalls {
  /** Sends a code to the number and answers its session id. */
  send: (phone: string) => Promise<string>;
  /** Checks the code exactly as sign-in does; never throws. */
  verify: (sessionId: string, code: string) => Promise<CodeCheck>;
  messages: { sent: string; sendFailed: string };
}
