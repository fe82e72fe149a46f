import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { OTP_VERIFIED_MESSAGE, type UserProfile } from '@grofresh/contracts';
import { AUTH_MESSAGES } from '@/features/auth/messages';
import { clearSession, saveSession } from '@/lib/session';
import { failure, stubApi } from '@/test/api-stub';
import { renderPage } from '@/test/render';
import { AccountProfile } from './account-profile';

const asha: UserProfile = {
  _id: 'u1',
  phone: '9876543210',
  name: 'Asha Rao',
  email: null,
  role: 'customer',
  createdAt: '2026-11-01T05:00:00.000Z',
};

/** The Profile tab with sign-in's real code calls, against a server answering `verify`. */
async function verifyNewNumberWith(verify: Parameters<typeof stubApi>[0][string]) {
  const { calls } = stubApi({
    'GET /api/user/getById/u1': { body: { user: asha } },
    'POST /api/auth/send-otp': { body: { session_id: 'session-9' } },
    'POST /api/auth/verify-otp': verify,
  });
  renderPage(<AccountProfile />, { path: '/my-account?tab=profile', route: '/my-account' });
  await userEvent.click(await screen.findByRole('button', { name: 'Change number' }));
  const form = screen.getByRole('form', { name: 'Change number' });
  await userEvent.type(within(form).getByLabelText('New mobile number'), '9123456789');
  await userEvent.click(within(form).getByRole('button', { name: 'Send OTP' }));
  const check = await screen.findByRole('form', { name: 'Verify new number' });
  await userEvent.type(within(check).getByLabelText('Enter OTP'), '000000');
  await userEvent.click(within(check).getByRole('button', { name: 'Verify and save' }));
  return { calls };
}

const toastSaying = async (title: string) =>
  (await screen.findByText(title)).closest('[data-sonner-toast]') as HTMLElement;

beforeEach(() =>
  saveSession({ token: 'tok-1', user: { _id: 'u1', phone: asha.phone, role: 'customer' } }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  toast.dismiss();
});

describe("the Profile tab's new number, with sign-in's messages", () => {
  it('says Invalid OTP with the tries left for a wrong code, and saves nothing', async () => {
    const { calls } = await verifyNewNumberWith(
      failure(400, 'Incorrect code. 2 attempt(s) left.', { attemptsLeft: 2 }),
    );
    expect(await toastSaying(AUTH_MESSAGES.invalidOtp)).toHaveTextContent('2 tries left');
    expect(screen.getByRole('form', { name: 'Verify new number' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('goes back to the number once the code session takes no more codes', async () => {
    await verifyNewNumberWith(
      failure(400, 'Too many wrong codes. Please request a new OTP.', { attemptsLeft: 0 }),
    );
    expect(await toastSaying(AUTH_MESSAGES.invalidOtp)).toHaveTextContent(
      'Too many wrong codes. Please request a new OTP.',
    );
    await waitFor(() =>
      expect(screen.getByRole('form', { name: 'Change number' })).toBeInTheDocument(),
    );
    expect(screen.getByLabelText('New mobile number')).toHaveValue('9123456789');
  });

  it('says OTP verification failed only when the call itself fails', async () => {
    await verifyNewNumberWith(failure(503, 'Something went wrong on our side. Please try again.'));
    expect(await screen.findByText(AUTH_MESSAGES.verifyFailed)).toBeInTheDocument();
    expect(screen.queryByText(AUTH_MESSAGES.invalidOtp)).not.toBeInTheDocument();
  });

  it('goes on to save the number once the code is verified', async () => {
    const { calls } = await verifyNewNumberWith({ body: { message: OTP_VERIFIED_MESSAGE } });
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      phone: '9123456789',
      session_id: 'session-9',
    });
  });
});
