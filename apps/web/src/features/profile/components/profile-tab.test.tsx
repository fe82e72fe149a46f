import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { INVALID_PHONE_MESSAGE, userMessages } from '@grofresh/contracts';
import { clearSession, useSession } from '@/lib/session';
import { failure } from '@/test/api-stub';
import { PROFILE_MESSAGES } from '../messages';
import { fakeOtp, profileApi, renderProfile } from './profile-test-kit';

beforeEach(() => {
  toast.dismiss();
  clearSession();
});
afterEach(() => vi.unstubAllGlobals());

const detailsForm = () => screen.findByRole('form', { name: 'Your details' });

describe('the Profile tab', () => {
  it('shows the number with +91, and the name and email ready to edit', async () => {
    profileApi();
    renderProfile();
    const form = await detailsForm();
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('Asha Rao');
    expect(within(form).getByLabelText(/Email/)).toHaveValue('');
  });

  it('says what is wrong under each field and sends nothing', async () => {
    const { calls } = profileApi();
    renderProfile();
    const form = await detailsForm();
    await userEvent.clear(within(form).getByLabelText('Name'));
    await userEvent.type(within(form).getByLabelText(/Email/), 'asha@');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText(userMessages.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(userMessages.emailInvalid)).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('saves the name and email, trimmed, and says Profile saved', async () => {
    const { calls } = profileApi();
    renderProfile();
    const form = await detailsForm();
    await userEvent.clear(within(form).getByLabelText('Name'));
    await userEvent.type(within(form).getByLabelText('Name'), ' Asha R ');
    await userEvent.type(within(form).getByLabelText(/Email/), 'asha@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(PROFILE_MESSAGES.saved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Asha R',
      email: 'asha@example.com',
    });
  });

  it('shows the server’s message when saving is refused', async () => {
    profileApi({ put: () => failure(400, 'Keep your name within 100 characters.') });
    renderProfile();
    const form = await detailsForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Keep your name within 100 characters.')).toBeInTheDocument();
    expect(screen.queryByText(PROFILE_MESSAGES.saved)).not.toBeInTheDocument();
  });
});

describe('changing the number', () => {
  const openChange = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Change number' }));
    return screen.getByRole('form', { name: 'Change number' });
  };

  it('checks the new number before sending a code', async () => {
    profileApi();
    const { otp, calls } = fakeOtp();
    renderProfile(otp);
    const form = await openChange();
    await userEvent.type(within(form).getByLabelText('New mobile number'), '98765');
    await userEvent.click(within(form).getByRole('button', { name: 'Send OTP' }));
    expect(within(form).getByText(INVALID_PHONE_MESSAGE)).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('New mobile number'));
    await userEvent.type(within(form).getByLabelText('New mobile number'), '5876543210');
    await userEvent.click(within(form).getByRole('button', { name: 'Send OTP' }));
    expect(within(form).getByText(INVALID_PHONE_MESSAGE)).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('New mobile number'));
    await userEvent.type(within(form).getByLabelText('New mobile number'), '98765');
    await userEvent.type(within(form).getByLabelText('New mobile number'), '43210');
    await userEvent.click(within(form).getByRole('button', { name: 'Send OTP' }));
    expect(within(form).getByText(userMessages.samePhone)).toBeInTheDocument();
    expect(calls.send).not.toHaveBeenCalled();
  });

  it('sends a code to the new number, verifies it, saves it and keeps this device signed in', async () => {
    const { calls: api } = profileApi({
      put: (req) => ({
        body: {
          user: {
            ...(req.body as object),
            _id: 'u1',
            phone: '9123456789',
            name: 'Asha Rao',
            email: null,
            role: 'customer',
            createdAt: '2026-11-01T05:00:00.000Z',
          },
          token: 'tok-2',
        },
      }),
    });
    const { otp, calls } = fakeOtp();
    renderProfile(otp);
    const form = await openChange();
    await userEvent.type(within(form).getByLabelText('New mobile number'), '+91 91234 56789');
    await userEvent.click(within(form).getByRole('button', { name: 'Send OTP' }));
    expect(calls.send).toHaveBeenCalledWith('9123456789');
    expect(await screen.findByText('OTP sent successfully!')).toBeInTheDocument();

    const verify = screen.getByRole('form', { name: 'Verify new number' });
    await userEvent.type(within(verify).getByLabelText('Enter OTP'), '111111');
    await userEvent.click(within(verify).getByRole('button', { name: 'Verify and save' }));
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(api.filter((c) => c.method === 'PUT')).toEqual([]);

    await userEvent.clear(within(verify).getByLabelText('Enter OTP'));
    await userEvent.type(within(verify).getByLabelText('Enter OTP'), '123456');
    await userEvent.click(within(verify).getByRole('button', { name: 'Verify and save' }));
    expect(await screen.findByText(PROFILE_MESSAGES.numberChanged)).toBeInTheDocument();
    expect(calls.verify).toHaveBeenLastCalledWith('session-9', '123456');
    expect(api.find((c) => c.method === 'PUT')?.body).toEqual({
      phone: '9123456789',
      session_id: 'session-9',
    });
    // The old token has ended on the server; the stored session holds the new one.
    expect(useSession.getState().session).toEqual({
      token: 'tok-2',
      user: { _id: 'u1', phone: '9123456789', role: 'customer' },
    });
    expect(await screen.findByText('+91 91234 56789')).toBeInTheDocument();
  });

  it('shows the server’s message when the number belongs to another account', async () => {
    profileApi({
      put: () => ({ status: 409, body: { message: userMessages.phoneTaken, code: 'CONFLICT' } }),
    });
    renderProfile();
    const form = await openChange();
    await userEvent.type(within(form).getByLabelText('New mobile number'), '9123456789');
    await userEvent.click(within(form).getByRole('button', { name: 'Send OTP' }));
    const verify = await screen.findByRole('form', { name: 'Verify new number' });
    await userEvent.type(within(verify).getByLabelText('Enter OTP'), '123456');
    await userEvent.click(within(verify).getByRole('button', { name: 'Verify and save' }));
    expect(await screen.findByText(userMessages.phoneTaken)).toBeInTheDocument();
    // Back to the number, to try another; still signed in with the same token.
    await waitFor(() =>
      expect(screen.getByRole('form', { name: 'Change number' })).toBeInTheDocument(),
    );
    expect(useSession.getState().session?.token).toBe('tok-1');
  });
});
