import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RiderPage } from '@/app/pages/rider-page';
import { ApiError } from '@/lib/api-client';
import { clearSession, saveSession } from '@/lib/session';
import { RIDER_MARKS_KEY } from '@/lib/storage-keys';
import { stubApi } from '@/test/api-stub';
import { connection } from '@/test/connection';
import { renderPage } from '@/test/render';
import type { RiderMark } from './api/rider-calls';
import {
  enqueueMark,
  reloadMarkQueue,
  sendMarks,
  useMarkQueue,
  type QueuedMark,
} from './mark-queue';
import { RIDER_MESSAGES } from './messages';
import { riderToday } from './rider-fixtures';
import { saveToday } from './today-cache';

const milkMark = (id: string, markId: string, by = 'r1'): QueuedMark => ({
  kind: 'milk',
  id,
  body: { status: 'DELIVERED', markId },
  by,
});

beforeEach(() => {
  localStorage.clear();
  reloadMarkQueue();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
});

describe('the marks waiting for a signal (docs/product/rules.md#riders)', () => {
  it('sends them in order; one without an answer stays, with those after it, and goes again with its markId', async () => {
    enqueueMark(milkMark('m1', 'mark-0001'));
    enqueueMark(milkMark('m2', 'mark-0002'));
    enqueueMark(milkMark('m3', 'mark-0003'));
    const sent: string[] = [];
    const weak = async (m: RiderMark) => {
      sent.push(m.body.markId);
      if (m.id === 'm2') throw new TypeError('Failed to fetch');
    };
    expect(await sendMarks(weak, 'r1')).toBe(false);
    expect(useMarkQueue.getState().marks.map((m) => m.id)).toEqual(['m2', 'm3']);
    // Kept on the phone: a page opened again finds them.
    reloadMarkQueue();
    expect(useMarkQueue.getState().marks).toHaveLength(2);
    expect(await sendMarks(async (m) => void sent.push(m.body.markId), 'r1')).toBe(true);
    expect(sent).toEqual(['mark-0001', 'mark-0002', 'mark-0002', 'mark-0003']);
    expect(JSON.parse(localStorage.getItem(RIDER_MARKS_KEY) ?? '')).toEqual([]);
  });

  it('keeps a mark refused for a lapsed sign-in, to send once the rider is signed in again', async () => {
    enqueueMark(milkMark('m1', 'mark-0001'));
    const lapsed = async () => {
      throw new ApiError(401, { message: 'Please log in again', code: 'UNAUTHENTICATED' });
    };
    expect(await sendMarks(lapsed, 'r1')).toBe(false);
    expect(useMarkQueue.getState().marks).toHaveLength(1);
  });

  it('drops a mark the server refuses, saying its sentence, and sends the next', async () => {
    enqueueMark(milkMark('m1', 'mark-0001'));
    enqueueMark(milkMark('m2', 'mark-0002'));
    const refuse = async (m: RiderMark) => {
      if (m.id === 'm1') throw new ApiError(409, { message: 'Already marked', code: 'CONFLICT' });
    };
    expect(await sendMarks(refuse, 'r1')).toBe(true);
    expect(useMarkQueue.getState().refused).toBe('Already marked');
  });

  it('sending twice at once sends each mark once', async () => {
    enqueueMark(milkMark('m1', 'mark-0001'));
    const sent: string[] = [];
    const slow = (m: RiderMark) =>
      new Promise<void>((done) => setTimeout(() => done(void sent.push(m.body.markId)), 10));
    await Promise.all([sendMarks(slow, 'r1'), sendMarks(slow, 'r1')]);
    expect(sent).toEqual(['mark-0001']);
  });

  it('on the screen: a mark made offline waits, then is sent once back online and the list read again', async () => {
    const { calls } = stubApi({
      'GET /api/rider/today': { body: riderToday },
      'PUT /api/rider/milk-deliveries/*': {
        body: {
          message: 'ok',
          delivery: { ...riderToday.milk.deliveries[0], status: 'DELIVERED' },
        },
      },
    });
    saveSession({ token: 'tok', user: { _id: 'r1', phone: '9630000003', role: 'rider' } });
    renderPage(<RiderPage />);
    const run = await screen.findByRole('list', { name: 'Milk run in walking order' });
    connection(false);
    expect(await screen.findByText(RIDER_MESSAGES.offline)).toBeVisible();
    const [meera] = within(run).getAllByRole('listitem');
    await userEvent.click(within(meera!).getByRole('button', { name: 'Delivered: Meera' }));
    expect(within(meera!).getByText(RIDER_MESSAGES.waiting)).toBeVisible();
    expect(screen.getByText(RIDER_MESSAGES.waitingCount(1))).toBeVisible();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    const reads = calls.filter((c) => c.method === 'GET').length;

    connection(true);
    await vi.waitFor(() => expect(within(meera!).getByText('Delivered')).toBeVisible());
    expect(within(meera!).queryByText(RIDER_MESSAGES.waiting)).not.toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.path).toBe('/api/rider/milk-deliveries/m1');
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(reads),
    );
  });

  it('opened without signal, shows the list saved on the phone', async () => {
    saveToday('r1', riderToday);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    saveSession({ token: 'tok', user: { _id: 'r1', phone: '9630000003', role: 'rider' } });
    renderPage(<RiderPage />);
    expect(await screen.findByRole('article', { name: /Asha Rao/ })).toBeVisible();
    expect(await screen.findByText(/Showing the list saved at/)).toBeVisible();
  });
});
