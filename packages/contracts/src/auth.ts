import { z } from 'zod';
import { endpoint } from './endpoint';
import { onFirstUse } from './first-use';
import { STORE_TIME_ZONE, storeDate } from './time';

export * from './auth-header';

/**
 * A 10-digit Indian mobile number (+91) and a 6-digit one-time code
 * (docs/product/rules.md#validation).
 */
export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 6;
export const PHONE_PREFIX = '+91';

/**
 * The one message for a mobile number that breaks the rule below, wherever a number is typed
 * (sign-in, Profile, the counter, the store's numbers, a delivery person) and whichever side
 * refuses it (docs/product/rules.md#validation).
 */
export const INVALID_PHONE_MESSAGE = 'Enter a valid 10-digit mobile number';
/** The exact text the client compares against (docs/product/messages.md#signing-in). */
export const OTP_VERIFIED_MESSAGE = 'OTP verified successfully';

/**
 * An Indian mobile number is 10 digits and starts with 6, 7, 8 or 9
 * (docs/product/rules.md#validation).
 */
export const MOBILE_NUMBER_PATTERN = /^[6-9]\d{9}$/;
export const isMobileNumber = (phone: string): boolean => MOBILE_NUMBER_PATTERN.test(phone);

/** The one mobile-number schema of the shop: the server's inputs and the web's fields. */
export const phoneSchema = z.string().trim().regex(MOBILE_NUMBER_PATTERN, INVALID_PHONE_MESSAGE);
/** What a form says about a typed number, or nothing when it is a mobile number. */
export const phoneProblem = (phone: string): string | undefined =>
  phoneSchema.safeParse(phone).error?.issues[0]?.message;

const TEN_DIGITS = /^\d{10}$/;
/**
 * The same rule for a number whose form words its own way when the length is wrong (an
 * address's 'Phone number must be 10 digits', reused for a delivery person): that text for a
 * wrong length, the one mobile-number message for ten digits that are not a mobile number.
 * `optional` lets an empty field through.
 */
export const phoneFieldSchema = (lengthMessage: string, { optional = false } = {}) =>
  z
    .string()
    .trim()
    .refine((v) => (optional && v === '') || TEN_DIGITS.test(v), lengthMessage)
    .refine((v) => !TEN_DIGITS.test(v) || isMobileNumber(v), INVALID_PHONE_MESSAGE);
export const otpSchema = z.string().regex(/^\d{6}$/, 'The code has 6 digits');
export const sessionIdSchema = z.string().min(1).max(64);

/** A rider delivers orders and milk (docs/product/rules.md#riders) and opens no console. */
export const roles = ['customer', 'rider', 'staff', 'admin'] as const;
export type Role = (typeof roles)[number];

export const sendOtpBodySchema = z.object({ phoneNumber: phoneSchema });
export const sendOtpResponseSchema = z.object({ session_id: z.string() });

export const verifyOtpBodySchema = z.object({ session_id: sessionIdSchema, otp: otpSchema });
export const verifyOtpResponseSchema = z.object({ message: z.string() });

/** A code session takes 5 wrong codes, then it is dead (docs/product/rules.md#limits). */
export const MAX_WRONG_CODES = 5;
/**
 * The `details` of verify-otp's refusal of a code (400): how many more codes the session takes.
 * 0 when it takes no more (too many wrong codes, or it expired): a new OTP is needed.
 */
export const codeRefusalDetailsSchema = z.object({
  attemptsLeft: z.number().int().min(0).max(MAX_WRONG_CODES),
  /** Set while the number is cooling down: when codes are taken again (ISO instant). */
  retryAt: z.iso.datetime({ offset: true }).optional(),
});
export type CodeRefusalDetails = z.infer<typeof codeRefusalDetailsSchema>;

/**
 * Wrong codes are also counted per number, across code sessions: 10 in 24 hours, then the
 * number cools down until the oldest of them is a day old. While it does, only a client that
 * typed none of them gets a code, taking one try (the owner's way in); 20 wrong codes in the
 * 24 hours stop every client.
 */
export const MAX_WRONG_CODES_PER_NUMBER = 10;
export const WRONG_CODES_LOCK_EVERYONE = 20;
export const WRONG_CODE_WINDOW_MS = 24 * 3_600_000;

const storeClock = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: STORE_TIME_ZONE,
    }),
);

/**
 * The refusal while a number cools down, with the store time codes are taken again:
 * 'Too many wrong codes for this number. Please try again after 4:35 PM.' ('… tomorrow.'
 * when that is on the next store day).
 */
export function tooManyWrongCodesMessage(retryAt: Date, now: Date): string {
  const time = storeClock().format(retryAt).toUpperCase();
  const day = storeDate(retryAt) === storeDate(now) ? '' : ' tomorrow';
  return `Too many wrong codes for this number. Please try again after ${time}${day}.`;
}

export const userDetailsSchema = z
  .object({ _id: z.string(), phone: z.string(), role: z.enum(roles) })
  .meta({ id: 'UserDetails' });
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const createUserBodySchema = z.object({ phone: phoneSchema, session_id: sessionIdSchema });
export const createUserResponseSchema = z.object({
  token: z.string(),
  userDetails: userDetailsSchema,
});
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>;

/** Signing in: a code sent to the number, the code checked, then a token for that session. */
export const signInEndpoints = {
  sendOtp: endpoint({
    method: 'POST',
    path: '/auth/send-otp',
    summary: 'Send a 6-digit code to a mobile number (throttled per number and client)',
    tags: ['auth'],
    public: true,
    body: sendOtpBodySchema,
    response: sendOtpResponseSchema,
    // The SMS provider failed.
    errors: [502],
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: '/auth/verify-otp',
    summary: 'Check the code of a session; five wrong codes end it, ten a day cool the number',
    description:
      'A refused code is 400 with `details.attemptsLeft`: how many more codes the session takes (0: request a new OTP), and `details.retryAt` while the number cools down after 10 wrong codes in 24 hours.',
    tags: ['auth'],
    public: true,
    body: verifyOtpBodySchema,
    response: verifyOtpResponseSchema,
    // No such code session.
    errors: [404],
  }),
  createUser: endpoint({
    method: 'POST',
    path: '/user/create',
    summary: 'Sign in: a token for a freshly verified code session of this number, once',
    tags: ['users'],
    public: true,
    body: createUserBodySchema,
    response: createUserResponseSchema,
    // 401 a session not verified for this number (or expired); 409 one already used.
    errors: [401, 409],
  }),
};

export const sessionMessages = {
  signedOut: 'You have been signed out.',
  signedOutEverywhere: 'You have been signed out on every device.',
} as const;

const sessionMessageSchema = z.object({ message: z.string() });

/** Signing out: this device's session, or every session of the account. */
export const sessionEndpoints = {
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    summary: 'End the session of the bearer token: that token answers 401 from now on',
    tags: ['auth'],
    response: sessionMessageSchema,
  }),
  logoutEverywhere: endpoint({
    method: 'POST',
    path: '/auth/logout-everywhere',
    summary: 'End every session of the signed-in account, on every device (this one too)',
    tags: ['auth'],
    response: sessionMessageSchema,
  }),
};
