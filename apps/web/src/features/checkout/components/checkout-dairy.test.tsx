import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dairyRuleMessages, type SavedAddress } from '@grofresh/contracts';
import { fakeServer } from '@/test/fake-server';
import { savedHomeAddress } from '@/test/order-fixtures';
import { renderPage } from '@/test/render';
import type { CheckoutLine } from '../checkout-line';
import { DAIRY_CHECKOUT_MESSAGES } from '../messages';
import type { CheckoutDairy } from '../order-request';
import {
  apples,
  confirmOrder,
  created,
  mayRedeem,
  signedInShopperEachTest,
} from './checkout-form.fixtures';
import { CheckoutForm } from './checkout-form';

signedInShopperEachTest();
// 10:00 in the store: pick-up slots from 10:15 today.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00+05:30'), toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

const milk: CheckoutLine = {
  key: 'item-milk-1 L',
  itemId: 'item-milk',
  name: 'Toned Milk',
  image: '/media/emoji/glass-of-milk.svg',
  variantName: '1 L',
  quantity: 1,
  price: 56,
  discountPrice: 0,
};
const HERE = { lat: 12.975, lon: 77.64 };

function renderWith(dairy: Partial<CheckoutDairy>, addresses: SavedAddress[] = [savedHomeAddress]) {
  const onTurnOnLocation = vi.fn();
  renderPage(
    <CheckoutForm
      lines={[apples, milk]}
      addresses={addresses}
      describeAddress={(a) => `${a.flat}, ${a.locality}`}
      payee={undefined}
      onPlaced={vi.fn()}
      dairy={{
        items: ['Toned Milk'],
        status: 'eligible',
        coords: HERE,
        radiusKm: 6,
        onTurnOnLocation,
        ...dairy,
      }}
    />,
  );
  return { onTurnOnLocation };
}

const serve = () =>
  fakeServer({
    'GET /api/orders/check-pending-redeemed': mayRedeem(false),
    'POST /api/orders/create': created,
  });

describe('dairy at checkout', () => {
  it('sends the checked location with an order that holds dairy', async () => {
    const server = serve();
    renderWith({});
    expect(screen.queryByText(DAIRY_CHECKOUT_MESSAGES.needTitle)).not.toBeInTheDocument();
    await confirmOrder();
    await waitFor(() => expect(server.posted('/api/orders/create')).toHaveLength(1));
    expect(server.posted('/api/orders/create')[0]?.body).toMatchObject({ location: HERE });
  });

  it('says so before sending when there is no location, and how to turn it on', async () => {
    const server = serve();
    const { onTurnOnLocation } = renderWith({ status: 'denied', coords: null });
    const notice = screen.getByRole('region', { name: DAIRY_CHECKOUT_MESSAGES.needTitle });
    const needed = dairyRuleMessages.locationNeeded(6, ['Toned Milk']);
    expect(notice).toHaveTextContent(needed);
    expect(notice).toHaveTextContent(DAIRY_CHECKOUT_MESSAGES.howTo);

    await confirmOrder();
    expect(await screen.findAllByText(needed)).toHaveLength(2);
    expect(server.posted('/api/orders/create')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: DAIRY_CHECKOUT_MESSAGES.turnOn }));
    expect(onTurnOnLocation).toHaveBeenCalledOnce();
  });

  it('needs no location for a cart without dairy, and sends none', async () => {
    const server = serve();
    renderWith({ items: [], status: 'denied', coords: null });
    expect(screen.queryByRole('region', { name: DAIRY_CHECKOUT_MESSAGES.needTitle })).toBeNull();
    await confirmOrder();
    await waitFor(() => expect(server.posted('/api/orders/create')).toHaveLength(1));
    expect(server.posted('/api/orders/create')[0]?.body).not.toHaveProperty('location');
  });

  it('lets a pick-up go without a location: the store hands dairy over at the counter', async () => {
    const server = serve();
    renderWith({ status: 'denied', coords: null });
    await userEvent.click(screen.getByRole('radio', { name: 'Store Pick Up' }));
    expect(screen.queryByRole('region', { name: DAIRY_CHECKOUT_MESSAGES.needTitle })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '10:15');
    await confirmOrder();
    await waitFor(() => expect(server.posted('/api/orders/create')).toHaveLength(1));
    expect(server.posted('/api/orders/create')[0]?.body).not.toHaveProperty('location');
  });

  it('goes by the pin of an address that has one, without the device’s location', async () => {
    const server = serve();
    const pinned = { ...savedHomeAddress, location: { lat: 12.97, lon: 77.64 } };
    renderWith({ status: 'denied', coords: null }, [pinned]);
    expect(screen.getByText('Location pinned')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: DAIRY_CHECKOUT_MESSAGES.needTitle })).toBeNull();
    await confirmOrder();
    await waitFor(() => expect(server.posted('/api/orders/create')).toHaveLength(1));
    expect(server.posted('/api/orders/create')[0]?.body).not.toHaveProperty('location');
  });

  it('warns outside the range, naming the dairy items, and shows the server’s refusal', async () => {
    const refusal = dairyRuleMessages.outsideRange(6, ['Toned Milk']);
    fakeServer({
      'GET /api/orders/check-pending-redeemed': mayRedeem(false),
      'POST /api/orders/create': {
        status: 422,
        body: { code: 'DAIRY_OUT_OF_RANGE', message: refusal },
      },
    });
    renderWith({ status: 'out-of-range', coords: { lat: 19.07, lon: 72.87 } });
    const notice = screen.getByRole('region', { name: DAIRY_CHECKOUT_MESSAGES.outsideTitle });
    expect(notice).toHaveTextContent(refusal);
    await confirmOrder();
    expect(await screen.findAllByText(refusal)).toHaveLength(2);
  });

  it('sends the checked location with an online payment of dairy', async () => {
    // jsdom cannot leave the page: the gateway form's submit is only recorded.
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const server = fakeServer({
      'GET /api/orders/check-pending-redeemed': mayRedeem(false),
      'GET /api/payments/options': { body: { online: true, mode: 'simulator', appDeepLink: '' } },
      'POST /api/payments/ccAvenue/web': {
        body: { accessCode: 'A', encRequest: 'e', ccavenueUrl: 'http://shop.test/gateway' },
      },
    });
    renderWith({});
    const online = screen.getByRole('radio', { name: /Pay Via Online/ });
    await waitFor(() => expect(online).toBeEnabled());
    await userEvent.click(online);
    await confirmOrder();
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(server.posted('/api/payments/ccAvenue/web')[0]?.body).toMatchObject({
      paymentMethod: 'CCAVENUE',
      location: HERE,
    });
    submit.mockRestore();
    document.body.querySelector('form[method="post"]')?.remove();
  });
});
