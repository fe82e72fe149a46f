import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Activity } from '@grofresh/contracts';
import { clearSession } from '@/lib/session';
import { stubApi } from '@/test/api-stub';
import { consoleBasics, openConsole, signInAs } from '@/test/console';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const FRUITS = '7f1d6c1e-2b7a-4c1e-9a51-6f0c1d2e3f40';
const VEG = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const entry = (over: Partial<Activity> & Pick<Activity, 'action' | 'subject'>): Activity => ({
  _id: over.action,
  at: '2026-11-23T05:30:00.000Z',
  actor: { _id: 's1', phone: '9000000002' },
  before: null,
  after: null,
  ...over,
});

const page: Activity[] = [
  entry({
    action: 'item.updated',
    subject: { type: 'item', _id: 'i1', label: 'Alphonso mango box' },
    before: { category: [FRUITS] },
    after: { category: [VEG] },
  }),
  entry({
    action: 'subscription.paid',
    subject: { type: 'subscription', _id: 's1', label: 'Milk 1 LITRE · 9123456789' },
    before: { status: 'PENDING', paidAt: null },
    after: { status: 'INACTIVE', paidAt: '2026-11-23T09:30:00.000Z' },
  }),
  entry({
    action: 'table-order.updated',
    subject: { type: 'table-order', _id: 't1', label: 'T-12 · table 4 · 9123456789' },
    before: { status: 'SERVED' },
    after: { status: 'PAYMENT_CONFIRMATION', tableNo: '4' },
  }),
  entry({
    action: 'milk-run.generated',
    subject: { type: 'milk-run', _id: '2026-11-24', label: '2026-11-24' },
    after: { deliveries: 12 },
  }),
  entry({
    action: 'user.role-changed',
    subject: { type: 'user', _id: 'u9', label: '9123456789' },
    after: { role: 'staff' },
  }),
];

describe('the activity record in an owner’s words', () => {
  it('names categories, writes store-time dates and says statuses and fields in words', async () => {
    signInAs('admin');
    stubApi({
      ...consoleBasics('admin'),
      'GET /api/ops/activity': {
        body: {
          activity: page,
          nextCursor: null,
          names: { [FRUITS]: 'Fruits', [VEG]: 'Vegetables' },
        },
      },
    });
    openConsole('/ops/activity');
    const list = await screen.findByRole('list', { name: 'Activity' }, { timeout: 15_000 });
    const [item, paid, table, run, role] = within(list).getAllByRole('article');
    expect(item).toHaveTextContent('Categories:Fruits → changed to Vegetables');
    expect(paid).toHaveTextContent('Status:Pending → changed to Paused');
    expect(paid).toHaveTextContent('Payment confirmed:— → changed to 23 Nov 2026, 15:00');
    expect(table).toHaveTextContent('Status:Served → changed to Payment under review');
    expect(table).toHaveTextContent('Table:4');
    expect(run).toHaveTextContent('Made the milk run of 24 Nov 2026');
    expect(role).toHaveTextContent('Changed the role of +91 91234 56789');
    expect(role).toHaveTextContent('Role:Staff');
    const all = list.textContent ?? '';
    for (const internal of [
      FRUITS,
      VEG,
      '2026-11-23T',
      '2026-11-24',
      'Payment_confirmation',
      'tableNo',
    ])
      expect(all).not.toContain(internal);
  }, 30_000);
});
