import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logOut } from '@/features/auth/log-out';
import { reloadPage } from '@/lib/reload-page';
import { clearSession, saveSession, useSession } from '@/lib/session';
import { RIDER_MARKS_KEY, RIDER_TODAY_KEY } from '@/lib/storage-keys';
import { stubApi } from '@/test/api-stub';
import {
  enqueueMark,
  reloadMarkQueue,
  useMarkQueue,
  type QueuedMark,
} from '@/features/riders/mark-queue';
import { RIDER_MESSAGES } from '@/features/riders/messages';
import { riderToday } from '@/features/riders/rider-fixtures';
import { saveToday } from '@/features/riders/today-cache';
import { registerSignOutSteps } from './sign-out-steps';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));
registerSignOutSteps();

const rider = { _id: 'r1', phone: '9630000003', role: 'rider' as const };
const mark = (markId: string, by = 'r1'): QueuedMark => ({
  kind: 'milk',
  id: 'm1',
  body: { status: 'DELIVERED', markId },
  by,
});
const delivered = {
  body: { message: 'ok', delivery: { ...riderToday.milk.deliveries[0], status: 'DELIVERED' } },
};

beforeEach(() => {
  localStorage.clear();
  reloadMarkQueue();
  saveSession({ token: 'rider-token', user: rider });
  saveToday('r1', riderToday);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(reloadPage).mockClear();
  clearSession();
});

const online = (yes: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(yes);

describe('a rider signing out with marks on the phone (docs/product/rules.md#riders)', () => {
  it('with a signal: sends them under the rider’s own sign-in first, then signs out and clears the phone', async () => {
    online(true);
    const { calls } = stubApi({
      'PUT /api/rider/milk-deliveries/*': delivered,
      'POST /api/auth/logout': { body: { message: 'You have been signed out.' } },
    });
    const ask = vi.spyOn(window, 'confirm');
    enqueueMark(mark('mark-0001'));
    logOut();
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.headers.get('authorization')).toBe('Bearer rider-token');
    expect(put?.body).toEqual({ status: 'DELIVERED', markId: 'mark-0001' });
    expect(ask).not.toHaveBeenCalled();
    expect(useSession.getState().session).toBeNull();
    expect(localStorage.getItem(RIDER_MARKS_KEY)).toBeNull();
    expect(localStorage.getItem(RIDER_TODAY_KEY)).toBeNull();
  });

  it('without a signal: asks, and staying keeps the rider signed in with the mark', async () => {
    online(false);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const ask = vi.spyOn(window, 'confirm').mockReturnValue(false);
    enqueueMark(mark('mark-0001'));
    logOut();
    await vi.waitFor(() => expect(ask).toHaveBeenCalledWith(RIDER_MESSAGES.signOutWaiting(1)));
    expect(ask.mock.calls[0]![0]).toBe('1 mark not sent yet: sign out anyway? It will be lost.');
    expect(reloadPage).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSession.getState().session?.user._id).toBe('r1');
    expect(useMarkQueue.getState().marks).toHaveLength(1);
    expect(localStorage.getItem(RIDER_MARKS_KEY)).toContain('mark-0001');
  });

  it('without a signal: signing out anyway clears the marks and the list, so nobody sends or reads them', async () => {
    online(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    enqueueMark(mark('mark-0001'));
    enqueueMark(mark('mark-0002'));
    logOut();
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(window.confirm).toHaveBeenCalledWith(RIDER_MESSAGES.signOutWaiting(2));
    expect(useSession.getState().session).toBeNull();
    expect(useMarkQueue.getState().marks).toEqual([]);
    expect(localStorage.getItem(RIDER_MARKS_KEY)).toBeNull();
    expect(localStorage.getItem(RIDER_TODAY_KEY)).toBeNull();
  });

  it('with nothing waiting: signs out at once and leaves no list on the phone', () => {
    stubApi({ 'POST /api/auth/logout': { body: { message: 'You have been signed out.' } } });
    logOut();
    expect(reloadPage).toHaveBeenCalledOnce();
    expect(useSession.getState().session).toBeNull();
    expect(localStorage.getItem(RIDER_TODAY_KEY)).toBeNull();
  });

  it('a mark made by another rider on this phone is never sent under this sign-in', async () => {
    online(true);
    const { calls } = stubApi({
      'PUT /api/rider/milk-deliveries/*': delivered,
      'POST /api/auth/logout': { body: { message: 'You have been signed out.' } },
    });
    const ask = vi.spyOn(window, 'confirm');
    enqueueMark(mark('mark-of-r2', 'r2'));
    enqueueMark(mark('mark-of-r1'));
    logOut();
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(ask).not.toHaveBeenCalled();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => (c.body as { markId: string }).markId)).toEqual(['mark-of-r1']);
    expect(localStorage.getItem(RIDER_MARKS_KEY)).toBeNull();
  });
});
