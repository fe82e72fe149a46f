import { z } from 'zod';

/** SPEC 9: a 10-digit Indian mobile number (+91) and a 6-digit one-time code. */
export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 6;
export const PHONE_PREFIX = '+91';

export const INVALID_PHONE_MESSAGE = 'Enter a valid 10-digit mobile number';
/** The exact text the client compares against (SPEC 8). */
export const OTP_VERIFIED_MESSAGE = 'OTP verified successfully';

export const phoneSchema = z.string().regex(/^\d{10}$/, INVALID_PHONE_MESSAGE);
export const otpSchema = z.string().regex(/^\d{6}$/, 'The code has 6 digits');
export const sessionIdSchema = z.string().min(1).max(64);

export const roles = ['customer', 'staff', 'admin'] as const;
export type Role = (typeof roles)[number];

export const sendOtpBodySchema = z.object({ phoneNumber: phoneSchema });
export const sendOtpResponseSchema = z.object({ session_id: z.string() });

export const verifyOtpBodySchema = z.object({ session_id: sessionIdSchema, otp: otpSchema });
export const verifyOtpResponseSchema = z.object({ message: z.string() });

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
