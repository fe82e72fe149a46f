import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';

afterEach(() => vi.unstubAllGlobals());

const respond = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

describe('api client', () => {
  it('returns the parsed body of a successful call', async () => {
    respond(200, { categories: [] });
    await expect(api('/category/all')).resolves.toEqual({ categories: [] });
    expect(fetch).toHaveBeenCalledWith('/api/category/all', expect.anything());
  });

  it("turns a failure into an ApiError carrying the server's message and code", async () => {
    respond(404, { message: 'Category not found', code: 'NOT_FOUND' });
    const error = await api('/category/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Category not found' });
  });
});

describe('signed-in calls', () => {
  it('send the stored token and sign the shopper out when the server refuses it', async () => {
    const { saveSession, useSession } = await import('./session');
    saveSession({ token: 'tok', user: { _id: 'u1', phone: '9876543210', role: 'customer' } });
    localStorage.setItem('cartItems', '{"a":{}}');
    respond(401, {
      message: 'Your session has expired. Please sign in again.',
      code: 'UNAUTHENTICATED',
    });
    await expect(api('/addresses')).rejects.toMatchObject({ status: 401 });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok');
    expect(useSession.getState().session).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('cartItems')).toBe('{"a":{}}');
  });
});

describe('silent renewal', () => {
  const shopper = { _id: 'u1', phone: '9876543210', role: 'customer' as const };
  const renewing = (renewed: string, onCall?: () => void) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        onCall?.();
        return new Response('[]', { status: 200, headers: { 'X-Renewed-Token': renewed } });
      }),
    );

  it('keeps the renewed token the server sends back, and sends it from then on', async () => {
    const { saveSession, useSession } = await import('./session');
    saveSession({ token: 'old', user: shopper });
    renewing('new');
    await api('/addresses');
    expect(useSession.getState().session).toEqual({ token: 'new', user: shopper });
    expect(localStorage.getItem('authToken')).toBe('new');
    await api('/addresses');
    const [, init] = vi.mocked(fetch).mock.calls[1]!;
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer new');
  });

  it('never brings a session back when the shopper signed out while the call was on its way', async () => {
    const { clearSession, saveSession, useSession } = await import('./session');
    saveSession({ token: 'old', user: shopper });
    renewing('new', () => clearSession());
    await api('/addresses');
    expect(useSession.getState().session).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('leaves another shopper’s session alone', async () => {
    const { saveSession, useSession } = await import('./session');
    saveSession({ token: 'old', user: shopper });
    const other = { token: 'theirs', user: { ...shopper, _id: 'u2' } };
    renewing('new', () => saveSession(other));
    await api('/addresses');
    expect(useSession.getState().session).toEqual(other);
  });
});
