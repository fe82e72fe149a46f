import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/lib/reload-page';
import { clearSession, saveSession, useSession } from '@/lib/session';
import { AUTH_TOKEN_KEY, CART_ITEMS_KEY } from '@/lib/storage-keys';
import { stubApi } from '@/test/api-stub';
import { logOut } from './log-out';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

const shopper = { _id: 'user-1', phone: '9876543210', role: 'customer' as const };

beforeEach(() => {
  clearSession();
  saveSession({ token: 'jwt-1', user: shopper });
  localStorage.setItem(CART_ITEMS_KEY, '{"item-apple":{"quantity":1}}');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(reloadPage).mockClear();
  localStorage.clear();
});

describe('Logout', () => {
  it('tells the server to end the token’s session, in a call that outlives the reload', async () => {
    const { calls, fetchMock } = stubApi({
      'POST /api/auth/logout': { body: { message: 'You have been signed out.' } },
    });
    logOut();
    expect(useSession.getState().session).toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(reloadPage).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/logout' });
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer jwt-1');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ keepalive: true });
    expect(localStorage.getItem(CART_ITEMS_KEY)).not.toBeNull();
  });

  it.each([
    ['the network is down', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server fails', async () => new Response('{}', { status: 500 })],
    [
      'the token had already ended',
      async () =>
        new Response(
          JSON.stringify({ message: 'Your session has ended.', code: 'UNAUTHENTICATED' }),
          { status: 401 },
        ),
    ],
  ])('signs the device out all the same when %s', async (_when, answer) => {
    const fetchMock = vi.fn(answer);
    vi.stubGlobal('fetch', fetchMock);
    logOut();
    expect(useSession.getState().session).toBeNull();
    expect(reloadPage).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useSession.getState().session).toBeNull();
  });
});
