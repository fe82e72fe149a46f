import { afterEach, beforeEach, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { clearSession } from '@/lib/session';
import userEvent from '@testing-library/user-event';
import { OTP_VERIFIED_MESSAGE } from '@grofresh/contracts';
import { stubApi } from '@/test/api-stub';
import { renderPage } from '@/test/render';
import { closeLoginModal, openLoginModal, type LoginReason } from '../login-modal-store';
import { LoginModal } from './login-modal';

/** What the login modal tests share: a shopper, a happy sign-in API and the modal's controls. */
export const shopper = { _id: 'user-1', phone: '9876543210', role: 'customer' as const };

export const signInApi = (overrides: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    'POST /api/auth/send-otp': { body: { session_id: 'session-1' } },
    'POST /api/auth/verify-otp': { body: { message: OTP_VERIFIED_MESSAGE } },
    'POST /api/user/create': { body: { token: 'jwt-1', userDetails: shopper } },
    ...overrides,
  });

/** The modal on the cart page, opened as the header or the cart's checkout would open it. */
export function openModal(reason: LoginReason = 'login') {
  const view = renderPage(<LoginModal />, { path: '/cart', route: '/cart' });
  act(() => openLoginModal(reason));
  return view;
}

export const continueButton = () => screen.getByRole('button', { name: 'Continue' });
export const numberField = () => screen.getByLabelText('Mobile number');
export const codeField = () => screen.getByLabelText('Enter OTP');

/** The toast whose title is `title`, with the line under it, as the shopper sees it. */
export const toastSaying = async (title: string) =>
  (await screen.findByText(title)).closest('[data-sonner-toast]') as HTMLElement;

export async function reachCodeStep(user = userEvent.setup()) {
  await user.type(numberField(), shopper.phone);
  await user.click(continueButton());
  await screen.findByLabelText('Enter OTP');
  return user;
}

/** Each test starts signed out, with the dialog closed, no toasts and real timers. */
export function startEachTestFresh() {
  beforeEach(() => {
    clearSession();
    closeLoginModal();
    // Sonner keeps its toasts between renders; each test starts with none.
    toast.dismiss();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
