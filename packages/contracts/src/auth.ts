import { z } from 'zod';

/** SPEC 9: a 10-digit Indian mobile number (+91) and a 6-digit one-time code. */
export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 6;
export const PHONE_PREFIX = '+91';

/**
 * The one message for a mobile number that breaks the rule below, wherever a number is typed
 * (sign-in, Profile, the counter, the store's numbers, a delivery person) and whichever side
 * refuses it: SPEC 5's own text.
 */
export const INVALID_PHONE_MESSAGE = 'Enter a valid 10-digit mobile number';
/** The exact text the client compares against (SPEC 8). */
export const OTP_VERIFIED_MESSAGE = 'OTP verified successfully';

/** API.md: an Indian mobile number is 10 digits and starts with 6, 7, 8 or 9. */
export const MOBILE_NUMBER_PATTERN = /^[6-9]\d{9}$/;
export const isMobileNumber = (phone: string): boolean => MOBILE_NUMBER_PATTERN.test(phone);

/** The one mobile-number schema of the shop: the server's inputs and the web's fields. */
export const phoneSchema = z.string().trim().regex(MOBILE_NUMBER_PATTERN, INVALID_PHONE_MESSAGE);
/** What a form says about a typed number, or nothing when it is a mobile number. */
export const phoneProblem = (phone: string): string | undefined =>
  phoneSchema.safeParse(phone).error?.issues[0]?.message;

const TEN_DIGITS = /^\d{10}$/;
/**
 * The same rule for a number whose form SPEC 5 words its own way when the length is wrong (an
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

export const roles = ['customer', 'staff', 'admin'] as const;
export type Role = (typeof roles)[number];

export const sendOtpBodySchema = z.object({ phoneNumber: phoneSchema });
export const sendOtpResponseSchema = z.object({ session_id: z.string() });

export const verifyOtpBodySchema = z.object({ session_id: sessionIdSchema, otp: otpSchema });
export const verifyOtpResponseSchema = z.object({ message: z.string() });

/** API.md: a code session takes 5 wrong codes, then it is dead. */
export const MAX_WRONG_CODES = 5;
/**
 * The `details` of verify-otp's refusal of a code (400): how many more codes the session takes.
 * 0 when it takes no more (too many wrong codes, or it expired): a new OTP is needed.
 */
export const codeRefusalDetailsSchema = z.object({
  attemptsLeft: z.number().int().min(0).max(MAX_WRONG_CODES),
});
export type CodeRefusalDetails = z.infer<typeof codeRefusalDetailsSchema>;

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
