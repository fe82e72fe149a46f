import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_PHONE_MESSAGE } from '@grofresh/contracts';
import { failure } from '@/test/api-stub';
import { AUTH_MESSAGES } from '../messages';
import {
  continueButton,
  numberField,
  openModal,
  reachCodeStep,
  shopper,
  signInApi,
  startEachTestFresh,
} from './login-modal-test-kit';

startEachTestFresh();

describe('login modal, mobile number step', () => {
  it('keeps Continue disabled until 10 digits and says when a number is not valid', async () => {
    signInApi();
    openModal();
    expect(screen.getByText('+91')).toBeVisible();
    await userEvent.type(numberField(), '98a7-65');
    expect(numberField()).toHaveValue('98765');
    expect(continueButton()).toBeDisabled();
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_PHONE_MESSAGE);
    await userEvent.type(numberField(), '43210');
    expect(continueButton()).toBeEnabled();
    expect(screen.queryByText(INVALID_PHONE_MESSAGE)).not.toBeInTheDocument();
  });

  it('refuses a number that does not start with 6, 7, 8 or 9, as the server does', async () => {
    const { calls } = signInApi();
    openModal();
    await userEvent.type(numberField(), '5876543210');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_PHONE_MESSAGE);
    expect(numberField()).toHaveAttribute('aria-invalid', 'true');
    expect(continueButton()).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(calls).toHaveLength(0);
    await userEvent.clear(numberField());
    await userEvent.type(numberField(), '6876543210');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });

  it('drops a pasted +91 so the number the shopper meant is kept', async () => {
    signInApi();
    openModal();
    await userEvent.click(numberField());
    await userEvent.paste('+91 98765 43210');
    expect(numberField()).toHaveValue('9876543210');
  });

  it('says the code was sent and moves to the code step', async () => {
    const { calls } = signInApi();
    openModal();
    await reachCodeStep();
    expect(await screen.findByText(AUTH_MESSAGES.otpSent)).toBeInTheDocument();
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ phoneNumber: shopper.phone });
  });

  it('says Failed to send OTP when the code cannot be sent', async () => {
    signInApi({ 'POST /api/auth/send-otp': failure(502, 'We could not send the SMS.') });
    openModal();
    await userEvent.type(numberField(), shopper.phone);
    await userEvent.click(continueButton());
    expect(await screen.findByText(AUTH_MESSAGES.sendFailed)).toBeInTheDocument();
    expect(numberField()).toBeInTheDocument();
  });

  it("shows the server's message when asked too soon and waits as long as it says", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    signInApi({
      'POST /api/auth/send-otp': failure(429, 'Please wait before requesting another OTP.', {
        retryAfterSeconds: 12,
      }),
    });
    openModal();
    await userEvent.type(numberField(), shopper.phone);
    await userEvent.click(continueButton());
    expect(await screen.findByText('Please wait before requesting another OTP.')).toBeVisible();
    expect(screen.queryByText(AUTH_MESSAGES.sendFailed)).not.toBeInTheDocument();
    expect(screen.getByText(/ask for a new OTP in/)).toHaveTextContent('12 s');
    expect(continueButton()).toBeDisabled();
    act(() => vi.advanceTimersByTime(12_000));
    expect(continueButton()).toBeEnabled();
  });
});
