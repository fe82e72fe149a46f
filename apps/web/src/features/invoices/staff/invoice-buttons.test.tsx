import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, saveSession } from '@/lib/session';
import { failure, stubApi } from '@/test/api-stub';
import { renderPage } from '@/test/render';
import { InvoiceButtons } from './invoice-buttons';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

/** A new tab as window.open gives one: where it is sent, and whether it was closed. */
function stubTab() {
  const tab = { location: { href: '' }, close: vi.fn() };
  vi.stubGlobal(
    'open',
    vi.fn(() => tab),
  );
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
  );
  return tab;
}

describe('Invoice and Roll on a console card', () => {
  it('open the A4 and the 80 mm roll PDF in a new tab, fetched with the staff token', async () => {
    saveSession({ token: 'staff-token', user: { _id: 'me', phone: '9000000001', role: 'staff' } });
    const api = stubApi({ 'GET /api/orders/o1/invoice': { body: '%PDF-' } });
    const tab = stubTab();
    renderPage(<InvoiceButtons of="orders" id="o1" label="ORD-1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Invoice of ORD-1, A4 to print' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('blob:pdf'));
    expect(api.fetchMock.mock.calls.at(-1)![0]).toBe('/api/orders/o1/invoice?format=pdf');
    expect(api.calls.at(-1)!.headers.get('authorization')).toBe('Bearer staff-token');
    await userEvent.click(screen.getByRole('button', { name: /^Roll: invoice of ORD-1/ }));
    await vi.waitFor(() =>
      expect(api.fetchMock.mock.calls.at(-1)![0]).toBe(
        '/api/orders/o1/invoice?format=pdf&layout=roll',
      ),
    );
  });

  it('closes the tab and says the server’s sentence when there is no invoice', async () => {
    stubApi({
      'GET /api/table-orders/t1/invoice': failure(
        404,
        'No invoice yet: it is issued when the order is delivered or collected.',
      ),
    });
    const tab = stubTab();
    renderPage(<InvoiceButtons of="table-orders" id="t1" label="Counter T-001" />);
    await userEvent.click(screen.getByRole('button', { name: /^Invoice of Counter T-001/ }));
    expect(await screen.findByText(/^No invoice yet/)).toBeVisible();
    expect(tab.close).toHaveBeenCalled();
  });
});
