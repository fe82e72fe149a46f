import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPage } from '@/lib/reload-page';
import { clearSession, saveSession, useSession } from '@/lib/session';
import { AUTH_TOKEN_KEY, CART_ITEMS_KEY, USER_KEY } from '@/lib/storage-keys';
import { renderPage } from '@/test/render';
import { useLoginModal } from '../login-modal-store';
import { LoginButton } from './login-button';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

const shopper = { _id: 'user-1', phone: '9876543210', role: 'customer' as const };

beforeEach(() => clearSession());
afterEach(() => {
  localStorage.clear();
  vi.mocked(reloadPage).mockClear();
});

describe('account menu', () => {
  it('shows Login to a visitor and turns into the menu when they sign in, without a reload', async () => {
    renderPage(<LoginButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(useLoginModal.getState()).toMatchObject({ open: true, reason: 'login' });
    act(() => saveSession({ token: 'jwt-1', user: shopper }));
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    // The menu's code loads on demand, once someone is signed in.
    expect(await screen.findByRole('button', { name: 'Account' })).toBeInTheDocument();
  });

  it('shows the number and links to each account tab', async () => {
    saveSession({ token: 'jwt-1', user: shopper });
    renderPage(<LoginButton />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('+91 98765 43210');
    const links = screen
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')]);
    expect(links).toEqual([
      ['My Orders', '/my-account?tab=orders'],
      ['Saved Addresses', '/my-account?tab=addresses'],
      ['Rewards', '/my-account?tab=rewards'],
      ['Subscriptions', '/my-account?tab=subscriptions'],
      ['Statement', '/my-account?tab=statement'],
      ['Complaints', '/my-account?tab=complaints'],
      ['Profile', '/my-account?tab=profile'],
      ['Logout', null],
    ]);
  });

  it('logs out: the token and user go, the cart stays, and the page reloads', async () => {
    saveSession({ token: 'jwt-1', user: shopper });
    localStorage.setItem(CART_ITEMS_KEY, '{"item-apple":{"quantity":1}}');
    renderPage(<LoginButton />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(localStorage.getItem(CART_ITEMS_KEY)).not.toBeNull();
    expect(useSession.getState().session).toBeNull();
    expect(reloadPage).toHaveBeenCalledOnce();
  });
});
