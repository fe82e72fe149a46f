import { OTP_VERIFIED_MESSAGE } from '@grofresh/contracts';
import { sendOtp, verifyOtp } from '@/features/auth/api/sign-in';
import { AUTH_MESSAGES } from '@/features/auth/messages';
import type { OtpCalls } from '@/features/profile/otp-calls';
import { ProfileTab } from '@/features/profile/components/profile-tab';

/** Sign-in's code calls and SPEC 8 messages, lent to the Profile tab for a new number. */
const otp: OtpCalls = {
  send: async (phone) => (await sendOtp(phone)).session_id,
  verify: async (sessionId, code) =>
    (await verifyOtp(sessionId, code)).message === OTP_VERIFIED_MESSAGE,
  messages: {
    sent: AUTH_MESSAGES.otpSent,
    sendFailed: AUTH_MESSAGES.sendFailed,
    invalid: AUTH_MESSAGES.invalidOtp,
    verifyFailed: AUTH_MESSAGES.verifyFailed,
  },
};

/** The Profile tab, given the one-time-code calls of sign-in. */
export function AccountProfile() {
  return <ProfileTab otp={otp} />;
}
