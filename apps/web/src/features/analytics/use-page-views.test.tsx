import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { usePageViews } from './use-page-views';

function Layout() {
  usePageViews();
  return <Outlet />;
}

const beacon = vi.fn((_url: string, _body: Blob) => true);
beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});
afterEach(() => {
  beacon.mockClear();
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

// jsdom's Blob has no text(); FileReader reads it.
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const sent = async () =>
  Promise.all(
    beacon.mock.calls.map(async ([url, body]) => ({
      url,
      type: body.type,
      view: JSON.parse(await readBlob(body)),
    })),
  );

describe('page-view analytics', () => {
  it('sends one page view per route change, with the previous path as referrer', async () => {
    const router = createMemoryRouter(
      [{ element: <Layout />, children: [{ path: '*', element: null }] }],
      {
        initialEntries: ['/'],
      },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/category/fruits'));
    await act(() => router.navigate('/category/fruits?q=apple'));
    await act(() => router.navigate('/cart'));
    expect(await sent()).toEqual([
      { url: '/api/analytics/pageview', type: 'application/json', view: { path: '/' } },
      {
        url: '/api/analytics/pageview',
        type: 'application/json',
        view: { path: '/category/fruits', referrer: '/' },
      },
      {
        url: '/api/analytics/pageview',
        type: 'application/json',
        view: { path: '/cart', referrer: '/category/fruits' },
      },
    ]);
  });
});
