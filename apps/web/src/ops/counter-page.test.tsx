import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {
  isOpenTableOrder,
  tableOrderMessages,
  type StaffTableOrder,
  type TableOrderLine,
  type TableOrderStatus,
} from '@grofresh/contracts';
import { clearSession } from '@/lib/session';
import { consoleBasics, openConsole, signInAs } from '@/test/console';
import { fakeServer } from '@/test/fake-server';
import { apple, bread, milk } from '@/test/fixtures';
import { paymentState } from '@/test/payment-states';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const line = (
  _id: string,
  item: { _id: string; name: string; image: string },
  price: number,
  quantity: number,
  variantName: string | null = null,
): TableOrderLine => ({
  _id,
  quantity,
  variantName,
  itemId: { _id: item._id, name: item.name, image: item.image, price },
  lineTotal: price * quantity,
});

/** Served at table 4 a while ago: the shopper has not said they paid. */
const served: StaffTableOrder = {
  _id: 'to1',
  token: 'T-004',
  paymentState: paymentState(239.98),
  tableNo: '4',
  status: 'SERVED',
  cartItems: [line('l1', apple, 119.99, 2)],
  pickUpCartItems: [],
  dineInTotal: 239.98,
  pickUpTotal: 0,
  totalAmount: 239.98,
  qrImageUrl: null,
  upiLink: null,
  paidBy: null,
  completedAt: null,
  earnedCoins: 2,
  createdAt: new Date(Date.now() - 25 * 60_000).toISOString(),
  updatedAt: new Date().toISOString(),
  customer: { _id: 'u1', phone: '9123456789' },
};

/** The shopper says they paid by UPI: the store checks. */
const underReview: StaffTableOrder = {
  ...served,
  _id: 'to2',
  token: 'T-005',
  tableNo: null,
  status: 'PAYMENT_CONFIRMATION',
  cartItems: [line('l2', bread, 45, 1)],
  pickUpCartItems: [line('l3', milk, 52.5, 1, '1 L')],
  dineInTotal: 45,
  pickUpTotal: 52.5,
  totalAmount: 97.5,
  customer: { _id: 'u2', phone: '9988776655' },
};

const created: StaffTableOrder = {
  ...served,
  _id: 'to9',
  token: 'T-007',
  status: 'PENDING',
  customer: { _id: 'u3', phone: '9876543210' },
};

/** A console whose table orders follow what staff change, like the server would. */
function counterServer(list: StaffTableOrder[]) {
  let orders = [...list];
  const move = (id: string, status: TableOrderStatus) => {
    orders = orders.map((o) => (o._id === id ? { ...o, status } : o));
    return orders.find((o) => o._id === id)!;
  };
  const routes: Parameters<typeof fakeServer>[0] = {
    ...consoleBasics('staff'),
    'GET /api/items/all': (_body, url) => {
      const name = (url.searchParams.get('name') ?? '').toLowerCase();
      return {
        body: { items: [milk, apple, bread].filter((i) => i.name.toLowerCase().includes(name)) },
      };
    },
    // The open view, in the order the server was given them (not sorted here on purpose).
    'GET /api/ops/table-orders': (_body, url) => ({
      body: {
        orders:
          url.searchParams.get('view') === 'today'
            ? orders
            : orders.filter((o) => isOpenTableOrder(o.status)),
      },
    }),
    'POST /api/table-orders': () => {
      orders = [created, ...orders];
      return { status: 201, body: { order: created } };
    },
  };
  for (const o of list) {
    routes[`PUT /api/table-orders/${o._id}/status`] = (body) => ({
      body: {
        message: tableOrderMessages.updated,
        order: move(o._id, (body as { status: TableOrderStatus }).status),
      },
    });
    routes[`POST /api/ops/table-orders/${o._id}/lines`] = () => ({
      body: { message: tableOrderMessages.linesAdded, order: orders.find((x) => x._id === o._id) },
    });
  }
  return fakeServer(routes);
}

const writes = (server: ReturnType<typeof fakeServer>) =>
  server.calls.filter((c) => c.method !== 'GET');

/** Searches the picker (in `scope`), chooses `name` and returns its "Add …" group. */
async function choose(scope: HTMLElement, term: string, name: string) {
  const box = within(scope).getByRole('searchbox', { name: 'Search items' });
  await userEvent.clear(box);
  await userEvent.type(box, term);
  const results = await within(scope).findByRole('list', { name: 'Search results' });
  await userEvent.click(await within(results).findByRole('button', { name: new RegExp(name) }));
  return within(scope).getByRole('group', { name: `Add ${name}` });
}

async function openCounter() {
  const router = openConsole('/ops/counter');
  expect(await screen.findByRole('heading', { name: 'Counter', level: 1 })).toBeInTheDocument();
  return router;
}

async function cardOf(token: string) {
  const list = await screen.findByRole('list', { name: 'Table orders' });
  return within(list).findByRole('article', { name: token });
}

describe('the Counter section', () => {
  it('is in the staff console right after Complaints', async () => {
    signInAs('staff');
    counterServer([]);
    openConsole('/ops/orders');
    const [sidebar] = await screen.findAllByRole('navigation', { name: 'Console' });
    const names = within(sidebar!)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(names.slice(0, 5)).toEqual(['Orders', 'Milk', 'Complaints', 'Counter', 'Dashboard']);
    expect(within(sidebar!).getByRole('link', { name: 'Counter' })).toHaveAttribute(
      'href',
      '/ops/counter',
    );
  });

  it('says when no table order is open', async () => {
    signInAs('staff');
    counterServer([]);
    await openCounter();
    expect(await screen.findByText('No open table orders.')).toBeInTheDocument();
  });
});

describe('a new table order', () => {
  it('asks for a phone number and a line before sending anything', async () => {
    signInAs('staff');
    const server = counterServer([]);
    await openCounter();
    await userEvent.click(screen.getByRole('button', { name: 'New table order' }));
    const form = screen.getByRole('form', { name: 'New table order' });
    await userEvent.click(within(form).getByRole('button', { name: 'Open order' }));
    expect(within(form).getByText('Enter a valid 10-digit mobile number')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent(tableOrderMessages.noLines);
    expect(writes(server)).toHaveLength(0);
  });

  it('sends a dine-in line and a pick-up line with its variant, then clears', async () => {
    signInAs('staff');
    const server = counterServer([]);
    await openCounter();
    await userEvent.click(screen.getByRole('button', { name: 'New table order' }));
    const form = screen.getByRole('form', { name: 'New table order' });

    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Shopper’s mobile number' }),
      '+91 98765 43210',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /Table/ }), '4');

    // Two green apples for the table (₹119.99 each, the discount price).
    const addApple = await choose(form, 'apple', 'Green Apple');
    await userEvent.click(within(addApple).getByRole('button', { name: 'More Green Apple' }));
    await userEvent.click(within(addApple).getByRole('button', { name: 'Add to Dine In' }));
    const dineIn = within(form).getByRole('region', { name: 'Dine In' });
    expect(within(dineIn).getByRole('list', { name: 'Dine In lines' })).toHaveTextContent(
      'Green Apple',
    );
    expect(within(dineIn).getByRole('status', { name: 'Green Apple quantity' })).toHaveTextContent(
      '2',
    );
    expect(dineIn).toHaveTextContent('₹239.98');

    // A litre of milk to take away (₹52.50, the variant's discount price).
    await userEvent.click(
      within(within(form).getByRole('group', { name: 'Add to' })).getByRole('button', {
        name: 'Pick Up',
      }),
    );
    const addMilk = await choose(form, 'milk', 'Toned Milk');
    await userEvent.selectOptions(
      within(addMilk).getByRole('combobox', { name: 'Variant' }),
      '1 L',
    );
    await userEvent.click(within(addMilk).getByRole('button', { name: 'Add to Pick Up' }));
    const pickUp = within(form).getByRole('region', { name: 'Pick Up' });
    expect(pickUp).toHaveTextContent('Toned Milk · 1 L');
    expect(pickUp).toHaveTextContent('₹52.50');
    expect(within(form).getByLabelText('Total amount preview')).toHaveTextContent('₹292.48');

    await userEvent.click(within(form).getByRole('button', { name: 'Open order' }));
    await vi.waitFor(() => expect(writes(server)).toHaveLength(1));
    expect(writes(server)[0]).toEqual({
      method: 'POST',
      path: '/api/table-orders',
      body: {
        phone: '9876543210',
        tableNo: '4',
        dineInItems: [{ itemId: apple._id, quantity: 2 }],
        pickUpItems: [{ itemId: milk._id, variantName: '1 L', quantity: 1 }],
      },
    });
    expect(await screen.findByText('Token T-007')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Shopper’s mobile number' })).toHaveValue(
        '',
      ),
    );
    expect(form).toHaveTextContent(tableOrderMessages.dineInEmpty);
    expect(form).toHaveTextContent(tableOrderMessages.pickUpEmpty);
    // The new order joins the list.
    expect(await cardOf('T-007')).toBeInTheDocument();
  });

  it('lets a line be removed before the order opens', async () => {
    signInAs('staff');
    counterServer([]);
    await openCounter();
    await userEvent.click(screen.getByRole('button', { name: 'New table order' }));
    const form = screen.getByRole('form', { name: 'New table order' });
    const addBread = await choose(form, 'bread', 'Brown Bread');
    await userEvent.click(within(addBread).getByRole('button', { name: 'Add to Dine In' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Remove Brown Bread' }));
    expect(form).toHaveTextContent(tableOrderMessages.dineInEmpty);
  });
});

describe('the open orders', () => {
  it('names every landmark once, however many orders have dine-in or pick-up lines (axe landmark-unique)', async () => {
    signInAs('staff');
    counterServer([served, underReview, { ...served, _id: 'to8', token: 'T-008' }]);
    await openCounter();
    await cardOf('T-008');
    // The page's own part: jsdom has no styles, so both of the console's navs (one per screen
    // size, the other hidden by CSS) would count.
    const { violations } = await axe.run(screen.getByRole('main'), {
      runOnly: ['landmark-unique'],
    });
    expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  });

  it('shows payments under review first, with buttons the staff rule allows', async () => {
    signInAs('staff');
    const server = counterServer([served, underReview]);
    await openCounter();
    const list = await screen.findByRole('list', { name: 'Table orders' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['T-005', 'T-004']);
    expect(screen.getByText('1 payment to check')).toBeInTheDocument();

    const review = await cardOf('T-005');
    expect(review).toHaveTextContent('Payment under review');
    expect(review).toHaveTextContent('The shopper says they paid ₹97.50');
    expect(review).toHaveTextContent('Toned Milk · 1 L');
    expect(within(review).getByRole('link', { name: 'Call +91 99887 76655' })).toBeInTheDocument();
    expect(
      within(review)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Record payment', 'Payment received', 'Not received']);

    const table = await cardOf('T-004');
    expect(table).toHaveTextContent('Table 4');
    expect(table).toHaveTextContent('25 min ago');
    expect(
      within(table)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Record payment', 'Paid at counter', 'Cancel', 'Add lines']);

    await userEvent.click(within(review).getByRole('button', { name: 'Payment received' }));
    await vi.waitFor(() => expect(writes(server)).toHaveLength(1));
    expect(writes(server)[0]).toEqual({
      method: 'PUT',
      path: '/api/table-orders/to2/status',
      body: { status: 'COMPLETED' },
    });
    await vi.waitFor(() =>
      expect(within(list).queryByRole('article', { name: 'T-005' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText(tableOrderMessages.updated)).toBeInTheDocument();
  });

  it('asks before saying a payment was not received', async () => {
    signInAs('staff');
    const server = counterServer([underReview]);
    await openCounter();
    const card = await cardOf('T-005');
    await userEvent.click(within(card).getByRole('button', { name: 'Not received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment for T-005 not received?' });
    expect(writes(server)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(writes(server)).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Not received' }));
    const again = await screen.findByRole('dialog', { name: 'Payment for T-005 not received?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Not received' }));
    await vi.waitFor(() => expect(writes(server)).toHaveLength(1));
    expect(writes(server)[0]).toEqual({
      method: 'PUT',
      path: '/api/table-orders/to2/status',
      body: { status: 'SERVED' },
    });
    // Back to served: it may be paid at the counter now.
    expect(
      await within(await cardOf('T-005')).findByRole('button', { name: 'Paid at counter' }),
    ).toBeInTheDocument();
  });

  it('asks before cancelling', async () => {
    signInAs('staff');
    const server = counterServer([served]);
    await openCounter();
    await userEvent.click(within(await cardOf('T-004')).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel T-004?' });
    expect(writes(server)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await vi.waitFor(() => expect(writes(server)).toHaveLength(1));
    expect(writes(server)[0]?.body).toEqual({ status: 'CANCELLED' });
  });

  it('adds lines to an open order', async () => {
    signInAs('staff');
    const server = counterServer([served, underReview]);
    await openCounter();
    await userEvent.click(within(await cardOf('T-004')).getByRole('button', { name: 'Add lines' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add lines to T-004' });
    const addBread = await choose(dialog, 'bread', 'Brown Bread');
    await userEvent.click(within(addBread).getByRole('button', { name: 'More Brown Bread' }));
    await userEvent.click(within(addBread).getByRole('button', { name: 'Add to Dine In' }));
    await userEvent.click(
      within(within(dialog).getByRole('group', { name: 'Add to' })).getByRole('button', {
        name: 'Pick Up',
      }),
    );
    const addMilk = await choose(dialog, 'milk', 'Toned Milk');
    await userEvent.click(within(addMilk).getByRole('button', { name: 'Add to Pick Up' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add lines' }));

    await vi.waitFor(() => expect(writes(server)).toHaveLength(1));
    expect(writes(server)[0]).toEqual({
      method: 'POST',
      path: '/api/ops/table-orders/to1/lines',
      body: {
        dineInItems: [{ itemId: bread._id, quantity: 2 }],
        pickUpItems: [{ itemId: milk._id, variantName: '500 ml', quantity: 1 }],
      },
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(tableOrderMessages.linesAdded)).toBeInTheDocument();
  });

  it('shows every order of the day under “Today’s and open”', async () => {
    signInAs('staff');
    const done: StaffTableOrder = {
      ...served,
      _id: 'to3',
      token: 'T-001',
      status: 'COMPLETED',
      paymentState: paymentState(0, 239.98),
    };
    const server = counterServer([served, done]);
    const router = await openCounter();
    const list = await screen.findByRole('list', { name: 'Table orders' });
    expect(within(list).queryByRole('article', { name: 'T-001' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Today’s and open' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?view=today'));
    const finished = await cardOf('T-001');
    expect(finished).toHaveTextContent('Completed');
    expect(finished).toHaveTextContent('Paid');
    // Nothing left to do but print its invoice, A4 or the counter's roll.
    expect(
      within(finished)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Invoice', 'Roll']);
    expect(server.calls.some((c) => c.path === '/api/ops/table-orders?view=today')).toBe(true);
  });
});

describe('the table QR', () => {
  it('is a printable page pointing at the payment screen', async () => {
    signInAs('staff');
    counterServer([]);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await openCounter();
    await userEvent.click(screen.getByRole('link', { name: 'Table QR' }));
    const qr = await screen.findByRole('img', {
      name: `QR code for ${window.location.origin}/payment`,
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('Scan to see your order and pay')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Table label/ }), '7');
    expect(screen.getByText('Table 7')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
