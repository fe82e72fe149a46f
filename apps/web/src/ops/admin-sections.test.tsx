import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goodwillMessages, INVALID_PHONE_MESSAGE, type Activity } from '@grofresh/contracts';
import { clearSession } from '@/lib/session';
import { stubApi } from '@/test/api-stub';
import { consoleBasics, openConsole, signInAs } from '@/test/console';
import { storeSettings } from '@/test/store-settings';

const settings = storeSettings({ milkOptions: [{ key: 'ONE_LITRE', price: 62 }] });

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('store settings', () => {
  it('shows a field’s message and sends nothing, then saves what was fixed', async () => {
    signInAs('admin');
    const api = stubApi({
      ...consoleBasics('admin'),
      'GET /api/ops/store': { body: { settings } },
      'PUT /api/ops/store': (req) => ({
        body: { message: 'Store settings saved', settings: req.body },
      }),
    });
    openConsole('/ops/store');
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(INVALID_PHONE_MESSAGE)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(phone);
    await userEvent.type(phone, '9876501234');
    await userEvent.click(screen.getByRole('button', { name: 'Add an option' }));
    const options = screen.getByRole('list', { name: 'Milk options' });
    await userEvent.type(
      within(options).getByRole('textbox', { name: 'Code of option 2' }),
      'half litre',
    );
    await userEvent.type(within(options).getAllByRole('spinbutton')[1]!, '33');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      ...settings,
      phone: '9876501234',
      milkOptions: [
        { key: 'ONE_LITRE', price: 62 },
        { key: 'HALF_LITRE', price: 33 },
      ],
    });
    expect(await screen.findByText('Store settings saved')).toBeInTheDocument();
  });

  it('edits the goodwill limits, refusing a threshold above the daily cap', async () => {
    signInAs('admin');
    const api = stubApi({
      ...consoleBasics('admin'),
      'GET /api/ops/store': { body: { settings } },
      'PUT /api/ops/store': (req) => ({
        body: { message: 'Store settings saved', settings: req.body },
      }),
    });
    openConsole('/ops/store');
    const group = await screen.findByRole('group', { name: 'Goodwill Grocoins' });
    const above = within(group).getByRole('spinbutton', { name: 'Admin needed above (Grocoins)' });
    const cap = within(group).getByRole('spinbutton', {
      name: 'Most per shopper a day (Grocoins)',
    });
    expect([above, cap].map((f) => (f as HTMLInputElement).value)).toEqual(['50', '200']);
    await userEvent.clear(above);
    await userEvent.type(above, '300');
    await userEvent.clear(cap);
    await userEvent.type(cap, '150.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(group).findByText(goodwillMessages.dailyCapRange)).toBeInTheDocument();
    await userEvent.clear(cap);
    await userEvent.type(cap, '250');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(group).findByText(goodwillMessages.adminAboveCap)).toBeInTheDocument();
    expect(above).toHaveAccessibleDescription(goodwillMessages.adminAboveCap);
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(cap);
    await userEvent.type(cap, '400');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        ...settings,
        goodwillAdminAbove: 300,
        goodwillDailyCap: 400,
      }),
    );
  });
});

describe('people', () => {
  it('asks before changing a role, naming the number and the role', async () => {
    signInAs('admin');
    const api = stubApi({
      ...consoleBasics('admin'),
      'GET /api/ops/users': {
        body: {
          users: [
            { _id: 'me', phone: '9000000001', role: 'admin', createdAt: '2026-11-01T05:00:00Z' },
            { _id: 'u2', phone: '9123456789', role: 'customer', createdAt: '2026-11-20T05:00:00Z' },
          ],
          nextCursor: null,
        },
      },
      'PUT /api/ops/users/*': {
        body: {
          message: '+91 9123456789 is now staff.',
          user: {
            _id: 'u2',
            phone: '9123456789',
            role: 'staff',
            createdAt: '2026-11-20T05:00:00Z',
          },
        },
      },
    });
    openConsole('/ops/people');
    const people = await screen.findByRole('list', { name: 'People' });
    expect(within(people).getAllByRole('listitem')[0]).toHaveTextContent('You');
    await userEvent.selectOptions(
      within(people).getByRole('combobox', { name: 'Role of +91 91234 56789' }),
      'staff',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Make +91 91234 56789 staff?' });
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: '/api/ops/users/u2/role',
        body: { role: 'staff' },
      }),
    );
    expect(await screen.findByText('+91 9123456789 is now staff.')).toBeInTheDocument();
  });
});

describe('activity', () => {
  const accepted: Activity = {
    _id: 'a1',
    at: '2026-11-23T05:30:00.000Z',
    actor: { _id: 's1', phone: '9000000002' },
    action: 'order.accepted',
    subject: { type: 'order', _id: 'o1', label: 'ORD-1795408500000-1a2b3c4d' },
    before: { status: 'PENDING', assignedTo: null },
    after: { status: 'ACCEPTED', assignedTo: { name: 'Ravi Kumar', phone: '9876543210' } },
  };

  const credited: Activity = {
    _id: 'a2',
    at: '2026-11-23T05:00:00.000Z',
    actor: { _id: 's2', phone: '9000000003' },
    action: 'complaint.credited',
    subject: { type: 'complaint', _id: 'c1', label: 'Milk came late · 9123456789' },
    before: { coinsCredited: 0 },
    after: { coinsCredited: 50, reason: 'Milk delivered two hours late' },
  };

  it('says who did what and when, with the values before and after, and filters', async () => {
    signInAs('admin');
    const api = stubApi({
      ...consoleBasics('admin'),
      'GET /api/ops/activity': { body: { activity: [accepted, credited], nextCursor: null } },
    });
    openConsole('/ops/activity');
    const entry = (await screen.findByRole('list', { name: 'Activity' })).querySelector('article')!;
    expect(entry).toHaveTextContent('Accepted order ORD-1795408500000-1a2b3c4d');
    expect(entry).toHaveTextContent('23 Nov 2026, 11:00 · by +91 90000 00002');
    expect(entry).toHaveTextContent('Status:Pending → changed to Accepted');
    expect(entry).toHaveTextContent('Delivery person:— → changed to Ravi Kumar (9876543210)');
    const gift = within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('article')[1]!;
    expect(gift).toHaveTextContent('Gave Grocoins for complaint Milk came late · 9123456789');
    expect(gift).toHaveTextContent('by +91 90000 00003');
    expect(gift).toHaveTextContent('Grocoins given:0 → changed to 50');
    expect(gift).toHaveTextContent('Reason:Milk delivered two hours late');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'What' }),
      'order.cancelled',
    );
    await vi.waitFor(() =>
      expect(
        api.fetchMock.mock.calls.some(([url]) => String(url).includes('action=order.cancelled')),
      ).toBe(true),
    );
  });
});
