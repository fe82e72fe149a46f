import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginModal } from '@/features/auth/components/login-modal';
import { closeLoginModal } from '@/features/auth/login-modal-store';
import { ADDRESS_MESSAGES } from '@/features/addresses/messages';
import { clearSession, saveSession } from '@/lib/session';
import { stubApi } from '@/test/api-stub';
import { renderPage } from '@/test/render';
import { MyAccountPage } from './my-account-page';

const shopper = { _id: 'user-1', phone: '9876543210', role: 'customer' as const };
const renderAccount = (path = '/my-account') =>
  renderPage(
    <>
      <MyAccountPage />
      <LoginModal />
    </>,
    { path, route: '/my-account' },
  );

beforeEach(() => {
  clearSession();
  closeLoginModal();
  stubApi({
    'GET /api/addresses': { body: { addresses: [], nextCursor: null } },
    'GET /api/subscription/user': { body: [] },
    'GET /api/store/time': { body: { now: '2026-11-23T11:00:00+05:30' } },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('my account page', () => {
  it('asks a visitor to log in, and opens the login modal for them', async () => {
    renderAccount('/my-account?tab=addresses');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in or sign up' })).toBeInTheDocument();
  });

  it('shows the account’s tabs (docs/product/screens.md), opening My Orders by default', () => {
    saveSession({ token: 'jwt-1', user: shopper });
    renderAccount();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'My Orders',
      'Saved Addresses',
      'Rewards',
      'Subscriptions',
      'Statement',
      'Complaints',
      'Profile',
    ]);
    expect(screen.getByRole('tab', { name: 'My Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'My Orders' })).toBeVisible();
  });

  it('opens the tab named in the URL and writes a chosen tab into the URL', async () => {
    saveSession({ token: 'jwt-1', user: shopper });
    const { router } = renderAccount('/my-account?tab=addresses');
    expect(await screen.findByText(ADDRESS_MESSAGES.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Subscriptions' }));
    expect(router.state.location.search).toBe('?tab=subscriptions');
    // Milk waits for the location check before it is offered.
    expect(
      await within(screen.getByRole('tabpanel', { name: 'Subscriptions' })).findByRole('heading', {
        name: 'Checking your location…',
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Complaints' }));
    expect(router.state.location.search).toBe('?tab=complaints');
  });

  it('loads the statement only when its tab is opened, with the balance due at the top', async () => {
    saveSession({ token: 'jwt-1', user: shopper });
    const { calls } = stubApi({
      'GET /api/addresses': { body: { addresses: [], nextCursor: null } },
      'GET /api/orders/all-user': { body: { orders: [], nextCursor: null } },
      'GET /api/user/statement': {
        body: { from: '2026-08-30', to: '2026-11-27', entries: [], balanceDue: 420 },
      },
    });
    renderAccount();
    await screen.findByRole('tabpanel', { name: 'My Orders' });
    expect(calls.some((c) => c.path.startsWith('/api/user/statement'))).toBe(false);
    await userEvent.click(screen.getByRole('tab', { name: 'Statement' }));
    const panel = screen.getByRole('tabpanel', { name: 'Statement' });
    expect(await within(panel).findByText('You owe ₹420.00')).toBeInTheDocument();
  });

  it('opens the Profile tab, whose new number gets its code through sign-in’s call', async () => {
    saveSession({ token: 'jwt-1', user: shopper });
    const { calls } = stubApi({
      'GET /api/user/getById/user-1': {
        body: {
          user: { ...shopper, name: null, email: null, createdAt: '2026-11-01T05:00:00.000Z' },
        },
      },
      'POST /api/auth/send-otp': { body: { session_id: 'session-1' } },
    });
    renderAccount('/my-account?tab=profile');
    const panel = screen.getByRole('tabpanel', { name: 'Profile' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Change number' }));
    await userEvent.type(within(panel).getByLabelText('New mobile number'), '9123456789');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/send-otp')?.body).toEqual({
      phoneNumber: '9123456789',
    });
  });

  it('turns into the sign-in prompt when the session ends', () => {
    saveSession({ token: 'jwt-1', user: shopper });
    renderAccount();
    act(() => clearSession());
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
