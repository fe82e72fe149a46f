import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OTP_VERIFIED_MESSAGE } from '@grofresh/contracts';
import { useSession } from '@/lib/session';
import { AUTH_TOKEN_KEY, USER_KEY } from '@/lib/storage-keys';
import { failure } from '@/test/api-stub';
import { useLoginModal } from '../login-modal-store';
import { AUTH_MESSAGES, triesLeftText } from '../messages';
import {
  codeField,
  continueButton,
  numberField,
  openModal,
  reachCodeStep,
  shopper,
  signInApi,
  startEachTestFresh,
  toastSaying,
} from './login-modal-test-kit';

startEachTestFresh();

describe('login modal, code step', () => {
  it('keeps Continue disabled until 6 digits, then stores the session and says so', async () => {
    const { calls } = signInApi();
    openModal();
    const user = await reachCodeStep();
    await user.type(codeField(), '12345');
    expect(continueButton()).toBeDisabled();
    await user.type(codeField(), '6');
    await user.click(continueButton());
    expect(await screen.findByText(AUTH_MESSAGES.loginSuccess)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('jwt-1');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}')).toEqual(shopper);
    expect(useSession.getState().session?.user.phone).toBe(shopper.phone);
    expect(calls.map((c) => c.body)).toEqual([
      { phoneNumber: shopper.phone },
      { session_id: 'session-1', otp: '123456' },
      { phone: shopper.phone, session_id: 'session-1' },
    ]);
  });

  it('goes on to /checkout when the login was asked for by checkout', async () => {
    signInApi();
    const { router } = openModal('checkout');
    const user = await reachCodeStep();
    await user.type(codeField(), '123456');
    await user.click(continueButton());
    await screen.findByText(AUTH_MESSAGES.loginSuccess);
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('counts down 30 s before a new code may be sent, then sends one', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { calls } = signInApi();
    openModal();
    const user = await reachCodeStep();
    expect(screen.getByText(/Resend OTP in/)).toHaveTextContent('Resend OTP in 30 s');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText(/Resend OTP in/)).toHaveTextContent('20 s');
    act(() => vi.advanceTimersByTime(20_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText(/Resend OTP in/)).toHaveTextContent('30 s');
    expect(calls.filter((c) => c.path === '/api/auth/send-otp')).toHaveLength(2);
    expect(screen.getByText(AUTH_MESSAGES.otpSent)).toBeInTheDocument();
  });

  it('says Invalid OTP when the answer is not the verified message', async () => {
    signInApi({ 'POST /api/auth/verify-otp': { body: { message: 'Something else' } } });
    openModal();
    const user = await reachCodeStep();
    await user.type(codeField(), '123456');
    await user.click(continueButton());
    expect(await screen.findByText(AUTH_MESSAGES.invalidOtp)).toBeInTheDocument();
    expect(useSession.getState().session).toBeNull();
  });

  it('says Invalid OTP with the tries left when the code is wrong, then signs in with the right one', async () => {
    let wrong = 0;
    const { calls } = signInApi({
      'POST /api/auth/verify-otp': (req) =>
        (req.body as { otp: string }).otp === '123456'
          ? { body: { message: OTP_VERIFIED_MESSAGE } }
          : failure(400, `Incorrect code. ${4 - wrong} attempt(s) left.`, {
              attemptsLeft: 4 - wrong++,
            }),
    });
    openModal();
    const user = await reachCodeStep();
    await user.type(codeField(), '000000');
    await user.click(continueButton());
    const shown = await toastSaying(AUTH_MESSAGES.invalidOtp);
    expect(shown).toHaveTextContent(triesLeftText(4));
    expect(screen.queryByText(AUTH_MESSAGES.verifyFailed)).not.toBeInTheDocument();

    await user.clear(codeField());
    await user.type(codeField(), '111111');
    await user.click(continueButton());
    // The latest try replaces the toast before it.
    await waitFor(() => expect(shown).toHaveTextContent('3 tries left'));
    expect(screen.getAllByText(AUTH_MESSAGES.invalidOtp)).toHaveLength(1);

    await user.clear(codeField());
    await user.type(codeField(), '123456');
    await user.click(continueButton());
    expect(await screen.findByText(AUTH_MESSAGES.loginSuccess)).toBeInTheDocument();
    expect(useSession.getState().session?.user.phone).toBe(shopper.phone);
    expect(calls.filter((c) => c.path === '/api/auth/verify-otp')).toHaveLength(3);
  });

  it("says Invalid OTP with the server's reason once no tries are left, then asks for a new code", async () => {
    const { calls } = signInApi({
      'POST /api/auth/verify-otp': failure(
        400,
        'Incorrect code. Too many wrong codes: please request a new OTP.',
        { attemptsLeft: 0 },
      ),
    });
    openModal();
    const user = await reachCodeStep();
    await user.type(codeField(), '000000');
    await user.click(continueButton());
    const shown = await toastSaying(AUTH_MESSAGES.invalidOtp);
    expect(shown).toHaveTextContent('Too many wrong codes: please request a new OTP.');
    await user.click(continueButton());
    expect(await screen.findByText(AUTH_MESSAGES.noSession)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/verify-otp')).toHaveLength(1);
  });

  it('says Invalid OTP with when to try again once the number has had too many wrong codes', async () => {
    const cooled = 'Too many wrong codes for this number. Please try again after 4:35 PM.';
    const { calls } = signInApi({
      'POST /api/auth/verify-otp': failure(400, cooled, {
        attemptsLeft: 0,
        retryAt: '2026-11-23T11:05:00.000Z',
      }),
    });
    openModal();
    const user = await reachCodeStep();
    await user.type(codeField(), '000000');
    await user.click(continueButton());
    const shown = await toastSaying(AUTH_MESSAGES.invalidOtp);
    expect(shown).toHaveTextContent(cooled);
    expect(shown).not.toHaveTextContent(/tries? left/);
    // That session takes no more codes: the next Continue asks for a new one.
    await user.click(continueButton());
    expect(await screen.findByText(AUTH_MESSAGES.noSession)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/verify-otp')).toHaveLength(1);
  });

  it('tells a number cooling down when it may ask again, without counting hours down', async () => {
    const cooled = 'Too many wrong codes for this number. Please try again after 9:05 AM tomorrow.';
    signInApi({
      'POST /api/auth/send-otp': failure(429, cooled, { retryAfterSeconds: 60_000 }),
    });
    openModal();
    const user = userEvent.setup();
    await user.type(numberField(), shopper.phone);
    await user.click(continueButton());
    expect(await screen.findByText(cooled)).toBeInTheDocument();
    expect(screen.queryByText(/60000/)).not.toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });

  it.each([
    ['the server fails', failure(500, 'Something went wrong on our side. Please try again.')],
    ['too many calls are made', failure(429, 'Too many requests. Please wait.')],
  ])('says OTP verification failed when %s', async (_when, answer) => {
    signInApi({ 'POST /api/auth/verify-otp': answer });
    openModal();
    const user = await reachCodeStep();
    await user.type(codeField(), '123456');
    await user.click(continueButton());
    const shown = await toastSaying(AUTH_MESSAGES.verifyFailed);
    expect(shown).toHaveTextContent((answer.body as { message: string }).message);
    expect(screen.queryByText(AUTH_MESSAGES.invalidOtp)).not.toBeInTheDocument();
    expect(codeField()).toBeInTheDocument();
  });

  it('says OTP verification failed when there is no network', async () => {
    signInApi();
    openModal();
    const user = await reachCodeStep();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await user.type(codeField(), '123456');
    await user.click(continueButton());
    expect(await screen.findByText(AUTH_MESSAGES.verifyFailed)).toBeInTheDocument();
    expect(screen.queryByText(AUTH_MESSAGES.invalidOtp)).not.toBeInTheDocument();
    expect(useSession.getState().session).toBeNull();
  });

  it('asks for a new code once the session is gone', async () => {
    const { calls } = signInApi({
      'POST /api/auth/verify-otp': failure(404, 'This OTP request was not found.'),
    });
    openModal();
    const user = await reachCodeStep();
    await user.type(codeField(), '123456');
    await user.click(continueButton());
    const shown = await toastSaying(AUTH_MESSAGES.invalidOtp);
    expect(shown).toHaveTextContent('This OTP request was not found.');
    await user.click(continueButton());
    expect(await screen.findByText(AUTH_MESSAGES.noSession)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/verify-otp')).toHaveLength(1);
    expect(useLoginModal.getState().open).toBe(true);
  });
});
