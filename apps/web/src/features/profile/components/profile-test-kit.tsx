import { vi } from 'vitest';
import type { UserProfile } from '@grofresh/contracts';
import { saveSession } from '@/lib/session';
import { stubApi, type StubRequest } from '@/test/api-stub';
import { renderPage } from '@/test/render';
import type { CodeCheck, OtpCalls } from '../otp-calls';
import { ProfileTab } from './profile-tab';

export const asha: UserProfile = {
  _id: 'u1',
  phone: '9876543210',
  name: 'Asha Rao',
  email: null,
  role: 'customer',
  createdAt: '2026-11-01T05:00:00.000Z',
};

type Answer = { status?: number; body?: unknown };

/**
 * The user calls with the account kept in memory, as the server would: a PUT changes what
 * the next GET answers. `put` and `remove` replace the server's answer when given.
 */
export function profileApi(
  options: { put?: (req: StubRequest) => Answer; remove?: (req: StubRequest) => Answer } = {},
) {
  let user = { ...asha };
  return stubApi({
    'GET /api/user/getById/u1': () => ({ body: { user } }),
    'PUT /api/user/update/u1': (req) => {
      if (options.put) return options.put(req);
      user = { ...user, ...(req.body as Partial<UserProfile>) };
      return { body: { user } };
    },
    'DELETE /api/user/delete/u1': (req) =>
      options.remove?.(req) ?? { body: { message: 'Your account has been deleted.' } },
  });
}

/**
 * Sign-in's code calls, faked: the code 123456 is right, any other is wrong with 4 tries left.
 * (app/pages/account-profile.test.tsx checks the real ones lent by the page.)
 */
export const fakeOtp = () => {
  const calls = {
    send: vi.fn(async (_phone: string) => 'session-9'),
    verify: vi.fn(async (_session: string, code: string): Promise<CodeCheck> =>
      code === '123456'
        ? { verified: true }
        : { verified: false, message: 'Invalid OTP', detail: '4 tries left', newCodeNeeded: false },
    ),
  };
  const otp: OtpCalls = {
    ...calls,
    messages: { sent: 'OTP sent successfully!', sendFailed: 'Failed to send OTP' },
  };
  return { otp, calls };
};

export function renderProfile(otp: OtpCalls = fakeOtp().otp) {
  saveSession({ token: 'tok-1', user: { _id: 'u1', phone: asha.phone, role: 'customer' } });
  return renderPage(<ProfileTab otp={otp} />, {
    path: '/my-account?tab=profile',
    route: '/my-account',
  });
}
