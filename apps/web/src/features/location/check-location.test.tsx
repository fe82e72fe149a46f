import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { toast } from '@/lib/toast';
import { checkLocation } from './check-location';
import { LocationPermissionModal } from './components/location-permission-modal';
import { useLocationStore } from './location-store';
import { useLocationHelp } from './use-location-help';
import { LOCATION_MESSAGES } from './messages';

const realGeolocation = Object.getOwnPropertyDescriptor(Navigator.prototype, 'geolocation');
const setGeolocation = (geo: Partial<Geolocation> | undefined) => {
  if (geo === undefined) {
    // @ts-expect-error removing the API, as in browsers that lack it
    delete Navigator.prototype.geolocation;
    return;
  }
  Object.defineProperty(navigator, 'geolocation', { value: geo, configurable: true });
};
const deny: Partial<Geolocation> = {
  getCurrentPosition: (_ok, fail) => fail?.({ code: 1 } as GeolocationPositionError),
};
const here: Partial<Geolocation> = {
  getCurrentPosition: (ok) =>
    ok({ coords: { latitude: 12.97, longitude: 77.64 } } as GeolocationPosition),
};
const permissionIs = (state: PermissionState) =>
  Object.defineProperty(navigator, 'permissions', {
    value: { query: async () => ({ state }) },
    configurable: true,
  });

const renderShell = () =>
  render(
    <>
      <LocationPermissionModal />
      <Toaster />
    </>,
  );

beforeEach(() => {
  useLocationStore.setState({
    status: 'idle',
    distanceKm: null,
    coords: null,
    modalOpen: false,
    helpDue: false,
    blocked: false,
  });
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (navigator as { geolocation?: unknown }).geolocation;
  if (realGeolocation) Object.defineProperty(Navigator.prototype, 'geolocation', realGeolocation);
});

describe('location messages', () => {
  it('says when the browser has no geolocation, and leaves dairy hidden', async () => {
    setGeolocation(undefined);
    renderShell();
    await act(() => checkLocation());
    expect(await screen.findByText(LOCATION_MESSAGES.unsupported)).toBeInTheDocument();
    expect(useLocationStore.getState().status).toBe('unsupported');
  });

  it('reports a failed eligibility call as a server error (not eligible)', async () => {
    setGeolocation(here);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"x","code":"INTERNAL"}', { status: 500 })),
    );
    renderShell();
    await act(() => checkLocation());
    expect(await screen.findByText(LOCATION_MESSAGES.serverError)).toBeInTheDocument();
    expect(useLocationStore.getState().status).toBe('error');
  });

  it('blames no server when the shopper is offline (the offline notice says why)', async () => {
    setGeolocation(here);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    // Asked of the toast call, as the next test does, not of the page: once, in a full parallel
    // run, this test's toaster showed a server-error toast that this test had not raised.
    const toastError = vi.spyOn(toast, 'error');
    renderShell();
    await act(() => checkLocation());
    expect(useLocationStore.getState().status).toBe('error');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('blames no server before the store is set up (the page says it opens soon)', async () => {
    setGeolocation(here);
    const notSetUp = '{"message":"The store is not open yet.","code":"STORE_NOT_SET_UP"}';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(notSetUp, { status: 503 })),
    );
    const toastError = vi.spyOn(toast, 'error');
    await act(() => checkLocation());
    expect(useLocationStore.getState().status).toBe('error');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('keeps the checked point for dairy requests, and forgets it when a check fails', async () => {
    setGeolocation(here);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"withinRange":true,"distanceKm":1.2}', { status: 200 })),
    );
    await act(() => checkLocation());
    expect(useLocationStore.getState()).toMatchObject({
      status: 'eligible',
      coords: { lat: 12.97, lon: 77.64 },
    });
    setGeolocation(deny);
    await act(() => checkLocation());
    expect(useLocationStore.getState().coords).toBeNull();
  });

  it('opens the permission dialog with browser help when access is refused', async () => {
    setGeolocation(deny);
    renderShell();
    await act(() => checkLocation());
    const dialog = await screen.findByRole('dialog', { name: /Turn on location/ });
    expect(dialog).toHaveTextContent(LOCATION_MESSAGES.notAllowed);
    expect(dialog).toHaveTextContent(/How to allow location in/);
  });

  it('after a refused automatic check, opens the help over a page of the catalog, once a visit', async () => {
    setGeolocation(deny);
    const Page = ({ onCatalog }: { onCatalog: boolean }) => {
      useLocationHelp(onCatalog);
      return null;
    };
    // The shopper arrives on the cart: no dialog over it.
    const { rerender } = render(<Page onCatalog={false} />);
    await act(() => checkLocation({ automatic: true }));
    expect(useLocationStore.getState().modalOpen).toBe(false);
    // Then goes to home: the help opens there.
    rerender(<Page onCatalog />);
    expect(useLocationStore.getState().modalOpen).toBe(true);
    act(() => useLocationStore.setState({ modalOpen: false }));
    // A later page load of the same visit does not open it again.
    await act(() => checkLocation({ automatic: true }));
    expect(useLocationStore.getState().modalOpen).toBe(false);
  });

  it('explains that a blocked permission must be changed in the browser settings', async () => {
    setGeolocation(deny);
    permissionIs('denied');
    renderShell();
    await act(() => checkLocation());
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOCATION_MESSAGES.blocked);
  });
});
