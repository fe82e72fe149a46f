import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { addressesFromCheckoutHref } from '@/lib/address-links';
import { clearSession } from '@/lib/session';
import { renderPage } from '@/test/render';
import { ADDRESS_MESSAGES, PIN_MESSAGES } from '../messages';
import { AddressesTab } from './addresses-tab';
import { addressesApi, home } from './addresses-test-kit';

beforeEach(() => {
  clearSession();
  toast.dismiss();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
});

/** The device's position, or a refusal with a W3C error code (1 = permission denied). */
function deviceAt(answer: { latitude: number; longitude: number } | { code: number }) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) =>
    'code' in answer
      ? fail?.(answer as GeolocationPositionError)
      : ok({ coords: answer } as GeolocationPosition),
  );
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  return getCurrentPosition;
}

const openAdd = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Add address' }));
  return screen.findByRole('dialog', { name: 'Add address' });
};

async function fillIn(form: HTMLElement) {
  await userEvent.type(within(form).getByLabelText('Flat / House no. / Building'), 'Flat 3');
  await userEvent.type(within(form).getByLabelText('Area / Locality'), 'Domlur');
  await userEvent.type(within(form).getByLabelText('Name'), 'Asha');
}

const save = (form: HTMLElement) =>
  userEvent.click(within(form).getByRole('button', { name: 'Save address' }));

describe('pinning an address to the map', () => {
  it('pins the address where the device is and saves the pin with it', async () => {
    deviceAt({ latitude: 12.97841234, longitude: 77.64081234 });
    const { calls } = addressesApi([]);
    renderPage(<AddressesTab />);
    const form = await openAdd();
    await fillIn(form);
    await userEvent.click(within(form).getByRole('button', { name: PIN_MESSAGES.use }));
    expect(within(form).getByText(PIN_MESSAGES.pinned)).toBeInTheDocument();
    expect(within(form).getByText('12.97841, 77.64081')).toBeInTheDocument();
    await save(form);
    expect(await screen.findByText(ADDRESS_MESSAGES.saved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      locality: 'Domlur',
      location: { lat: 12.978412, lon: 77.640812 },
    });
    const card = await screen.findByRole('article', { name: /Domlur/ });
    expect(within(card).getByText(PIN_MESSAGES.pinned)).toBeInTheDocument();
  });

  it('says clearly when location is refused or cannot be found, and saves without a pin', async () => {
    deviceAt({ code: 1 });
    const { calls } = addressesApi([]);
    renderPage(<AddressesTab />);
    const form = await openAdd();
    await userEvent.click(within(form).getByRole('button', { name: PIN_MESSAGES.use }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(PIN_MESSAGES.denied);

    deviceAt({ code: 2 });
    await userEvent.click(within(form).getByRole('button', { name: PIN_MESSAGES.use }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(PIN_MESSAGES.unavailable);

    Reflect.deleteProperty(navigator, 'geolocation');
    await userEvent.click(within(form).getByRole('button', { name: PIN_MESSAGES.use }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(PIN_MESSAGES.unsupported);

    await fillIn(form);
    await save(form);
    await screen.findByText(ADDRESS_MESSAGES.saved);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ location: null });
  });

  it('clears the pin of an address being edited', async () => {
    deviceAt({ latitude: 1, longitude: 2 });
    const pinned = { ...home, location: { lat: 12.97, lon: 77.64 } };
    const { calls } = addressesApi([pinned]);
    renderPage(<AddressesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Home address' }));
    const form = await screen.findByRole('dialog', { name: 'Edit address' });
    expect(within(form).getByText('12.97000, 77.64000')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: PIN_MESSAGES.clear }));
    expect(within(form).getByRole('button', { name: PIN_MESSAGES.use })).toBeInTheDocument();
    await save(form);
    await screen.findByText(ADDRESS_MESSAGES.saved);
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ location: null });
  });
});

describe('adding an address from checkout', () => {
  it('opens the form at once and, once saved, goes back to checkout with that address chosen', async () => {
    addressesApi([home]);
    const { router } = renderPage(<AddressesTab />, {
      path: addressesFromCheckoutHref({ adding: true }),
      route: '/my-account',
    });
    const form = await screen.findByRole('dialog', { name: 'Add address' });
    // Behind the open form (hidden from the screen reader while it is open).
    const back = screen.getByText(ADDRESS_MESSAGES.backToCheckout).closest('a');
    expect(back).toHaveAttribute('href', '/checkout');
    await fillIn(form);
    await save(form);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.state).toEqual({ chosenAddressId: 'addr-2' });
  });

  it('stays in Saved Addresses after saving when not opened from checkout', async () => {
    addressesApi([]);
    const { router } = renderPage(<AddressesTab />, {
      path: '/my-account?tab=addresses',
      route: '/my-account',
    });
    await fillIn(await openAdd());
    await save(screen.getByRole('dialog', { name: 'Add address' }));
    await screen.findByText(ADDRESS_MESSAGES.saved);
    expect(router.state.location.pathname).toBe('/my-account');
    expect(screen.queryByRole('link', { name: ADDRESS_MESSAGES.backToCheckout })).toBeNull();
  });
});
