import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_PHONE_MESSAGE, type Person } from '@grofresh/contracts';
import { clearSession } from '@/lib/session';
import { stubApi } from '@/test/api-stub';
import { consoleBasics, openConsole, signInAs } from '@/test/console';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const person = (over: Partial<Person>): Person => ({
  _id: 'u1',
  phone: '9123456789',
  name: null,
  role: 'customer',
  createdAt: '2026-11-20T05:00:00Z',
  signedIn: true,
  ...over,
});

describe('people by name, and staff added by phone number', () => {
  it('names each person, says who has not signed in yet, and adds staff by number', async () => {
    signInAs('admin');
    const api = stubApi({
      ...consoleBasics('admin'),
      'GET /api/ops/users': {
        body: {
          users: [
            person({ _id: 'u1', name: 'Meera Iyer' }),
            person({ _id: 'u2', phone: '9876543210', role: 'staff', signedIn: false }),
          ],
          nextCursor: null,
        },
      },
      'POST /api/ops/users': {
        body: {
          message:
            '+91 9811122233 is now staff. They get it when they first sign in with this number.',
          user: person({ _id: 'u3', phone: '9811122233', role: 'staff', signedIn: false }),
        },
      },
    });
    openConsole('/ops/people');
    const people = await screen.findByRole('list', { name: 'People' }, { timeout: 15_000 });
    const [meera, waiting] = within(people).getAllByRole('listitem');
    expect(meera).toHaveTextContent('Meera Iyer');
    expect(meera).toHaveTextContent('+91 91234 56789');
    expect(waiting).toHaveTextContent('not signed in yet');

    const form = screen.getByRole('form', { name: 'Add staff by phone number' });
    const phone = within(form).getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(phone, '12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText(INVALID_PHONE_MESSAGE)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(phone);
    await userEvent.type(phone, '9811122233');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/api/ops/users',
        body: { phone: '9811122233', role: 'staff' },
      }),
    );
    expect(
      await screen.findByText(
        '+91 9811122233 is now staff. They get it when they first sign in with this number.',
      ),
    ).toBeInTheDocument();
  }, 30_000);
});
