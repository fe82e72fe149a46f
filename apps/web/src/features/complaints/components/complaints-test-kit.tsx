import type { Complaint } from '@grofresh/contracts';
import { saveSession } from '@/lib/session';
import { renderPage } from '@/test/render';
import { ComplaintsTab } from './complaints-tab';
import type { OrderChoice } from './raise-complaint-modal';

/** A delivery complaint raised 23 Nov 2026, still open. */
export const complaint = (overrides: Partial<Complaint> = {}): Complaint => ({
  _id: 'cmp-1',
  category: 'DELIVERY',
  subject: 'Milk came late',
  description: 'The morning milk arrived at 11 AM instead of 7 AM.',
  status: 'OPEN',
  resolutionNote: null,
  orderId: null,
  coinsCredited: 0,
  createdAt: '2026-11-23T05:00:00.000Z',
  updatedAt: '2026-11-23T05:00:00.000Z',
  ...overrides,
});

export const signIn = () =>
  saveSession({ token: 'tok', user: { _id: 'u1', phone: '9876543210', role: 'customer' } });

export function renderTab({
  path = '/my-account?tab=complaints',
  orderChoices,
}: { path?: string; orderChoices?: OrderChoice[] } = {}) {
  signIn();
  return renderPage(<ComplaintsTab orderChoices={orderChoices} />, { path, route: '/my-account' });
}
