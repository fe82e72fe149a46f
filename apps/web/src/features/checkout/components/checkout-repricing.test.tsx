import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { fakeServer } from '@/test/fake-server';
import { placedOrder } from '@/test/order-fixtures';
import { CHECKOUT_MESSAGES } from '../messages';
import {
  confirmOrder,
  created,
  mayRedeem,
  orderSummary,
  renderCheckoutForm,
  signedInShopperEachTest,
} from './checkout-form.fixtures';

const changed =
  'Prices or your Grocoins have changed. Please check the new total and confirm again.';
const repriced = {
  status: 409,
  body: {
    message: changed,
    code: 'PRICE_CHANGED',
    details: {
      cartItems: [{ ...placedOrder.cartItems[0], price: 140, lineTotal: 280 }],
      subtotal: 280,
      redeemedCoins: 0,
      earnedCoins: 2,
      totalAmount: 280,
    },
  },
};

/** Answers each POST with the next reply in line. */
const inTurn = (...replies: { status: number; body: unknown }[]) => {
  let next = 0;
  return () => replies[Math.min(next++, replies.length - 1)]!;
};
const orderIds = (server: ReturnType<typeof fakeServer>) =>
  server.posted('/api/orders/create').map((c) => (c.body as { orderId: string }).orderId);

signedInShopperEachTest();

describe('checkout when the server disagrees', () => {
  it('shows the current figures after PRICE_CHANGED and sends them, as a new order, on confirming again', async () => {
    const server = fakeServer({
      'GET /api/orders/check-pending-redeemed': mayRedeem(false),
      'POST /api/orders/create': inTurn(repriced, created),
    });
    const { onPlaced } = renderCheckoutForm();
    expect(orderSummary()).toHaveTextContent('Total₹260.00');
    await confirmOrder();
    const note = await within(orderSummary()).findByRole('alert');
    expect(note).toHaveTextContent(changed);
    expect(note).toHaveTextContent('Total was ₹260.00, now ₹280.00.');
    expect(orderSummary()).toHaveTextContent('Green Apple × 2₹280.00');
    expect(orderSummary()).toHaveTextContent('Total₹280.00');
    expect(onPlaced).not.toHaveBeenCalled();

    await confirmOrder();
    expect(await screen.findByText(CHECKOUT_MESSAGES.orderPlaced)).toBeInTheDocument();
    const [first, second] = server.posted('/api/orders/create');
    expect(first?.body).toMatchObject({ totalAmount: 260 });
    expect(second?.body).toMatchObject({ totalAmount: 280 });
    const [firstId, secondId] = orderIds(server);
    expect(secondId).not.toBe(firstId);
    expect(onPlaced).toHaveBeenCalledOnce();
  });

  it("shows the server's message and retries the very same request under the same orderId", async () => {
    const server = fakeServer({
      'GET /api/orders/check-pending-redeemed': mayRedeem(false),
      'POST /api/orders/create': inTurn(
        { status: 409, body: { message: 'Green Apple is out of stock.', code: 'CONFLICT' } },
        { status: 500, body: 'not json' },
        created,
      ),
    });
    renderCheckoutForm();
    await confirmOrder();
    expect(await screen.findByText('Green Apple is out of stock.')).toBeInTheDocument();
    await confirmOrder();
    expect(await screen.findByText(SOMETHING_WENT_WRONG)).toBeInTheDocument();
    await confirmOrder();
    await screen.findByText(CHECKOUT_MESSAGES.orderPlaced);
    const [a, b, c] = orderIds(server);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });
});
