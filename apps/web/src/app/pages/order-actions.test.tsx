import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import {
  CANCELLATION_POLICY,
  shopperCancelMessages,
  type Item,
  type Order,
  type OrderLine,
} from '@grofresh/contracts';
import { useCart } from '@/features/cart/cart-store';
import { BUY_AGAIN_MESSAGES, ORDER_MESSAGES } from '@/features/orders/messages';
import { queryKeys } from '@/lib/query-keys';
import { clearSession, saveSession } from '@/lib/session';
import { fakeServer } from '@/test/fake-server';
import { apple, bread, milk } from '@/test/fixtures';
import { placedOrder, summaryOf } from '@/test/order-fixtures';
import { AccountOrders } from './account-orders';
import { OrderDetailsPage } from './order-details-page';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderAt(path: string, queryClient = client()) {
  const router = createMemoryRouter(
    [
      { path: '/order-details', element: <OrderDetailsPage /> },
      { path: '/my-account', element: <AccountOrders /> },
      { path: '/cart', element: <p>the cart</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

const lineOf = (item: Item, quantity: number, price: number, variantName: string | null = null) =>
  ({
    itemId: { _id: item._id, name: item.name, image: item.image },
    name: item.name,
    image: item.image,
    quantity,
    price,
    discountPrice: 0,
    variantName,
    lineTotal: price * quantity,
  }) satisfies OrderLine;

const withCoins: Order = { ...placedOrder, redeemedCoins: 20, totalAmount: 240 };

beforeEach(() =>
  saveSession({ token: 'tok', user: { _id: 'u1', phone: '9876543210', role: 'customer' } }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  useCart.setState({ entries: {} });
  toast.dismiss();
});

describe('cancelling a pending order', () => {
  it('asks why from the list, cancels it, and reads the Grocoins again', async () => {
    let order: Order = withCoins;
    const server = fakeServer({
      [`GET /api/orders/${order.orderId}`]: () => ({ body: { order } }),
      [`PUT /api/orders/update/${order._id}`]: (body) => {
        order = { ...order, status: 'CANCELLED', cancelReason: (body as Order).cancelReason };
        return { body: { message: shopperCancelMessages.cancelled, order } };
      },
    });
    const { queryClient } = renderAt(`/order-details?id=${order.orderId}`);
    const coinsKey = queryKeys.coins.mine('u1');
    queryClient.setQueryData(coinsKey, { totalCoins: 0, transactions: [] });

    expect(await screen.findByText(ORDER_MESSAGES.canCancel)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent(ORDER_MESSAGES.coinsBack(20));
    const reasons = within(dialog).getByRole('group', { name: ORDER_MESSAGES.cancelQuestion });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(5);

    // No reason yet: told to pick one, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(shopperCancelMessages.pickReason);
    expect(server.posted(`/api/orders/update/${order._id}`)).toHaveLength(0);

    await userEvent.click(within(reasons).getByRole('radio', { name: 'Delivery time too long' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText(shopperCancelMessages.cancelled)).toBeInTheDocument();
    expect(server.posted(`/api/orders/update/${order._id}`).map((c) => c.body)).toEqual([
      { status: 'CANCELLED', cancelReason: 'Delivery time too long' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Cancelled');
    expect(screen.getByText('Delivery time too long')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    // The Rewards figures are read again, with the coins back, when next shown.
    await waitFor(() => expect(queryClient.getQueryState(coinsKey)?.isInvalidated).toBe(true));
  }, 15_000);

  it("shows the server's refusal and the order as it now stands", async () => {
    let order: Order = placedOrder;
    fakeServer({
      [`GET /api/orders/${order.orderId}`]: () => ({ body: { order } }),
      [`PUT /api/orders/update/${order._id}`]: () => {
        order = { ...order, status: 'ACCEPTED' };
        const message = shopperCancelMessages.tooLate('ACCEPTED');
        return { status: 409, body: { message, code: 'CONFLICT' } };
      },
    });
    renderAt(`/order-details?id=${order.orderId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Ordered by mistake' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(
      await screen.findByText(shopperCancelMessages.tooLate('ACCEPTED'), { selector: 'div' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Accepted'),
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('offers no cancel once the store has accepted it, and says why', async () => {
    fakeServer({
      [`GET /api/orders/${placedOrder.orderId}`]: {
        body: { order: { ...placedOrder, status: 'ACCEPTED' } },
      },
    });
    renderAt(`/order-details?id=${placedOrder.orderId}`);
    expect(await screen.findByText(new RegExp(CANCELLATION_POLICY))).toHaveTextContent(
      shopperCancelMessages.tooLate('ACCEPTED'),
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buy again/ })).not.toBeInTheDocument();
  });
});

describe("'Buy again'", () => {
  const delivered: Order = {
    ...placedOrder,
    status: 'DELIVERED',
    cartItems: [lineOf(apple, 2, 130), lineOf(bread, 1, 40), lineOf(milk, 3, 56, '1 L')],
  };

  it('puts what is still sold in the cart at today’s prices and says what was not', async () => {
    const soldOutBread = { ...bread, availability: false };
    const server = fakeServer({
      [`GET /api/orders/${delivered.orderId}`]: { body: { order: delivered } },
      [`GET /api/orders/${delivered._id}`]: { body: { order: delivered } },
      'GET /api/items/all': { body: { items: [apple, soldOutBread, milk] } },
    });
    const { router } = renderAt(`/order-details?id=${delivered.orderId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Buy again' }));

    const note = await screen.findByRole('dialog', { name: BUY_AGAIN_MESSAGES.added(2) });
    expect(note).toHaveTextContent(BUY_AGAIN_MESSAGES.addedSome(2, 3));
    expect(
      within(note).getByRole('region', { name: BUY_AGAIN_MESSAGES.unavailableTitle }),
    ).toHaveTextContent('Brown Bread');
    const repriced = within(note).getByRole('region', { name: BUY_AGAIN_MESSAGES.repricedTitle });
    expect(repriced).toHaveTextContent(`Green Apple${BUY_AGAIN_MESSAGES.repriced(130, 119.99)}`);
    expect(repriced).toHaveTextContent(`Toned Milk · 1 L${BUY_AGAIN_MESSAGES.repriced(56, 52.5)}`);
    expect(server.calls.find((c) => c.path.startsWith('/api/items/all'))?.path).toBe(
      `/api/items/all?ids=${encodeURIComponent([apple._id, bread._id, milk._id].sort().join(','))}`,
    );

    const entries = useCart.getState().entries;
    expect(Object.keys(entries).sort()).toEqual([apple._id, `${milk._id}-1 L`]);
    expect(entries[apple._id]).toMatchObject({ quantity: 2, discountPrice: 119.99 });
    expect(entries[`${milk._id}-1 L`]).toMatchObject({ quantity: 3 });

    await userEvent.click(within(note).getByRole('button', { name: 'Go to cart' }));
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('goes straight to the cart when every line is as it was', async () => {
    const same: Order = {
      ...delivered,
      _id: 'order-0',
      orderId: 'ORD-1795000000000-99aa88bb',
      status: 'CANCELLED',
      cartItems: [lineOf(bread, 2, 45)],
    };
    fakeServer({
      'GET /api/orders/all-user': {
        body: {
          orders: [
            { ...summaryOf(same), estimatedTimeDelivery: null },
            { ...summaryOf(placedOrder), estimatedTimeDelivery: '2026-11-23T13:30:00.000Z' },
          ],
          nextCursor: null,
        },
      },
      [`GET /api/orders/${same._id}`]: { body: { order: same } },
      'GET /api/items/all': { body: { items: [bread] } },
    });
    const { router } = renderAt('/my-account');
    const list = await screen.findByRole('list', { name: 'My orders' });
    const [finished, pending] = within(list).getAllByRole('listitem');
    expect(pending).toHaveTextContent('Expected by 23 Nov 2026, 19:00');
    expect(within(pending!).queryByRole('button')).not.toBeInTheDocument();
    expect(finished).not.toHaveTextContent('Expected by');

    await userEvent.click(
      within(finished!).getByRole('button', { name: `Buy again ${same.orderId}` }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(await screen.findByText(BUY_AGAIN_MESSAGES.added(1))).toBeInTheDocument();
    expect(useCart.getState().entries[bread._id]).toMatchObject({ quantity: 2 });
  });

  it('says so when nothing can be bought again, adding nothing', async () => {
    fakeServer({
      [`GET /api/orders/${delivered.orderId}`]: { body: { order: delivered } },
      [`GET /api/orders/${delivered._id}`]: { body: { order: delivered } },
      'GET /api/items/all': { body: { items: [] } },
    });
    const { router } = renderAt(`/order-details?id=${delivered.orderId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Buy again' }));
    const note = await screen.findByRole('dialog', { name: 'Buy again' });
    expect(note).toHaveTextContent(BUY_AGAIN_MESSAGES.noneAvailable);
    expect(within(note).queryByRole('button', { name: 'Go to cart' })).not.toBeInTheDocument();
    expect(useCart.getState().entries).toEqual({});
    await userEvent.click(within(note).getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/order-details');
  });
});
