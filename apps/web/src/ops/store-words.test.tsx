import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '@/lib/session';
import { stubApi } from '@/test/api-stub';
import { consoleBasics, openConsole, signInAs } from '@/test/console';
import { storeSettings } from '@/test/store-settings';

const settings = storeSettings({
  milkOptions: [
    { key: 'HALF_LITRE', price: 32 },
    { key: 'TWO_LITRE', price: 120 },
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
  clearSession();
});

/** The device stands at `coords` when the page asks. */
function deviceAt(coords: { latitude: number; longitude: number }) {
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords } as GeolocationPosition) },
    configurable: true,
  });
}

describe('store settings in an owner’s words', () => {
  it(
    'names the milk options and sets the shop’s place from where the device is',
    { timeout: 30_000 },
    async () => {
      signInAs('admin');
      const api = stubApi({
        ...consoleBasics('admin'),
        'GET /api/ops/store': { body: { settings } },
        'PUT /api/ops/store': (req) => ({
          body: { message: 'Store settings saved', settings: req.body },
        }),
      });
      openConsole('/ops/store');
      const options = await screen.findByRole(
        'list',
        { name: 'Milk options' },
        { timeout: 15_000 },
      );
      const rows = within(options).getAllByRole('listitem');
      expect(rows[0]).toHaveTextContent(/^½ litre/);
      expect(rows[1]).toHaveTextContent(/^2 litres/);

      const place = screen.getByRole('group', { name: 'Location and delivery' });
      expect(within(place).getByRole('link', { name: 'See it on a map' })).toHaveAttribute(
        'href',
        'https://www.openstreetmap.org/?mlat=12.9719&mlon=77.6412#map=17/12.9719/77.6412',
      );
      deviceAt({ latitude: 12.978412345, longitude: 77.640812345 });
      await userEvent.click(
        within(place).getByRole('button', { name: 'Use my current location again' }),
      );
      expect(within(place).getByRole('spinbutton', { name: 'Latitude' })).toHaveValue(12.978412);
      expect(within(place).getByRole('spinbutton', { name: 'Longitude' })).toHaveValue(77.640812);
      await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
      await vi.waitFor(() =>
        expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
          ...settings,
          lat: 12.978412,
          lon: 77.640812,
        }),
      );
    },
  );
});
