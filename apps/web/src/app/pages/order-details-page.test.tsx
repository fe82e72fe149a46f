import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { Toaster } from 'sonner';
import { complaintMessages, type Order } from '@grofresh/contracts';
import { ORDER_MESSAGES } from '@/features/orders/messages';
import { clearSession, saveSession } from '@/lib/session';
import { fakeServer } from '@/test/fake-server';
import { placedOrder, summaryOf } from '@/test/order-fixtures';
import { OrderDetailsPage } from './order-details-page';

function renderAt(entry: InitialEntry) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/order-details', element: <OrderDetailsPage /> }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}
const serve = (order: Order) =>
  fakeServer({ [`GET /api/orders/${order.orderId}`]: { body: { order } } });

beforeEach(() =>
  saveSession({ token: 'tok', user: { _id: 'u1', phone: '9876543210', role: 'customer' } }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('order details page', () => {
  it('says the order is not found when none is passed', () => {
    fakeServer({});
    renderAt('/order-details');
    expect(screen.getByText(ORDER_MESSAGES.notFound)).toBeInTheDocument();
  });

  it('says the order is not found when the server has no such order', async () => {
    fakeServer({});
    renderAt('/order-details?id=ORD-1-deadbeef');
    expect(await screen.findByText(ORDER_MESSAGES.notFound)).toBeInTheDocument();
  });

  it('shows the order passed from the list: progress, reward note, lines, totals and delivery', async () => {
    fakeServer({ [`GET /api/orders/${placedOrder._id}`]: { body: { order: placedOrder } } });
    renderAt({ pathname: '/order-details', state: { order: summaryOf(placedOrder) } });
    expect(await screen.findByText(ORDER_MESSAGES.reward(2))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: placedOrder.orderId })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    const items = screen.getByRole('region', { name: 'Items' });
    expect(items).toHaveTextContent('Green Apple');
    expect(items).toHaveTextContent('× 2');
    expect(screen.getByRole('img', { name: 'Green Apple' })).toBeInTheDocument();
    const bill = screen.getByRole('region', { name: 'Bill details' });
    expect(bill).toHaveTextContent('Subtotal₹260.00');
    expect(bill).toHaveTextContent('Total₹260.00');
    expect(bill).toHaveTextContent('PaymentCash on Delivery');
    expect(screen.getByRole('region', { name: 'Home Delivery' })).toHaveTextContent('Asha Rao');
  });

  it('shows a cancelled order with its reason and no reward note', async () => {
    serve({ ...placedOrder, status: 'CANCELLED', cancelReason: 'Store closed for a holiday' });
    renderAt(`/order-details?id=${placedOrder.orderId}`);
    expect(await screen.findByText('Store closed for a holiday')).toBeInTheDocument();
    expect(screen.queryByText(ORDER_MESSAGES.reward(2))).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Cancelled');
  });

  it('shows who delivers it, and a pick-up order its pick-up time and variant lines', async () => {
    serve({
      ...placedOrder,
      status: 'ACCEPTED',
      deliveryType: 'PICK_UP',
      paymentMethod: 'QR',
      address: null,
      estimatedTimePickUp: '2026-11-24T10:15:00+05:30',
      assignedTo: { name: 'Ravi Kumar', phone: '9845012345' },
      cartItems: [{ ...placedOrder.cartItems[0]!, name: 'Toned Milk', variantName: '1 L' }],
    });
    renderAt(`/order-details?id=${placedOrder.orderId}`);
    const pickUp = await screen.findByRole('region', { name: 'Store Pick Up' });
    expect(pickUp).toHaveTextContent('Pick-up time24 Nov 2026, 10:15');
    expect(pickUp).toHaveTextContent('Ravi Kumar');
    expect(screen.getByRole('link', { name: 'Call Ravi Kumar' })).toHaveAttribute(
      'href',
      'tel:+919845012345',
    );
    expect(screen.getByRole('region', { name: 'Items' })).toHaveTextContent('Toned Milk · 1 L');
    expect(screen.getByRole('region', { name: 'Bill details' })).toHaveTextContent(
      'PaymentUPI QR Code',
    );
  });

  it('follows the store: a change to this order on the shopper’s stream shows without a reload', async () => {
    let status: Order['status'] = 'PENDING';
    let push: ((text: string) => void) | undefined;
    const encoder = new TextEncoder();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://shop.test').pathname;
        if (path === '/api/orders/events') {
          const body = new ReadableStream<Uint8Array>({
            start: (controller) => {
              push = (text) => controller.enqueue(encoder.encode(text));
            },
          });
          return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
        }
        return new Response(JSON.stringify({ order: { ...placedOrder, status } }));
      }),
    );
    renderAt(`/order-details?id=${placedOrder.orderId}`);
    const progress = await screen.findByRole('progressbar', { name: 'Order progress' });
    expect(progress).toHaveAttribute('aria-valuetext', 'Pending');
    // The stream is open (and its refetch on opening done) before the store changes anything.
    await vi.waitFor(() => expect(push).toBeDefined());
    await new Promise((r) => setTimeout(r, 50));
    status = 'ACCEPTED';
    push!(`event: order.updated\ndata: {"_id":"someone-else"}\n\n`);
    await new Promise((r) => setTimeout(r, 50));
    expect(progress).toHaveAttribute('aria-valuetext', 'Pending');
    push!(`event: order.updated\ndata: {"_id":"${placedOrder._id}"}\n\n`);
    await vi.waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', 'Accepted'));
  });

  it('raises a complaint about this order, sending its order number', async () => {
    const server = fakeServer({
      [`GET /api/orders/${placedOrder.orderId}`]: { body: { order: placedOrder } },
      'POST /api/complaint/create': (body) => ({
        status: 201,
        body: {
          message: complaintMessages.created,
          complaint: { ...(body as object), _id: 'cmp-1', status: 'OPEN' },
        },
      }),
    });
    renderAt(`/order-details?id=${placedOrder.orderId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Raise Complaint' }));
    const modal = await screen.findByRole('dialog', { name: 'Raise Complaint' });
    expect(modal).toHaveTextContent(`About order ${placedOrder.orderId}`);
    await userEvent.selectOptions(within(modal).getByLabelText('Category'), 'Product');
    await userEvent.type(within(modal).getByLabelText('Subject'), 'Apples bruised');
    await userEvent.type(within(modal).getByLabelText('Description'), 'Both apples were soft.');
    await userEvent.click(within(modal).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(complaintMessages.created)).toBeInTheDocument();
    expect(server.posted('/api/complaint/create').map((c) => c.body)).toEqual([
      {
        category: 'PRODUCT',
        subject: 'Apples bruised',
        description: 'Both apples were soft.',
        orderId: placedOrder.orderId,
      },
    ]);
  });
});
