import { sendOtp } from '@/features/auth/api/sign-in';
import { checkCode } from '@/features/auth/code-check';
import { AUTH_MESSAGES } from '@/features/auth/messages';
import type { OtpCalls } from '@/features/profile/otp-calls';
import { ProfileTab } from '@/features/profile/components/profile-tab';

/**
 * Sign-in's code calls and messages (docs/product/messages.md#signing-in), lent to the Profile tab
 * for a new number.
 */
const otp: OtpCalls = {
  send: async (phone) => (await sendOtp(phone)).session_id,
  verify: checkCode,
  messages: { sent: AUTH_MESSAGES.otpSent, sendFailed: AUTH_MESSAGES.sendFailed },
};

/** The Profile tab, given the one-time-code calls of sign-in. */
export function AccountProfile() {
  return <ProfileTab otp={otp} />;
}
