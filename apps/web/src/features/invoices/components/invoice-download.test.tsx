import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invoice } from '@grofresh/contracts';
import { clearSession, saveSession } from '@/lib/session';
import { stubApi } from '@/test/api-stub';
import { renderPage } from '@/test/render';
import { InvoiceDownload } from './invoice-download';

const invoice = {
  number: 'INV/26-27/000123',
  kind: 'INVOICE',
  creditNotes: [],
} as unknown as Invoice;

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('Download invoice on the shopper’s order', () => {
  it('asks nothing and shows nothing before the order is handed over', () => {
    const api = stubApi({});
    renderPage(<InvoiceDownload of="orders" id="o1" handedOver={false} />);
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing while the invoice is not issued (404)', async () => {
    const api = stubApi({});
    renderPage(<InvoiceDownload of="orders" id="o1" handedOver />);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('names the invoice and downloads its PDF with the shopper’s token', async () => {
    saveSession({
      token: 'shopper-token',
      user: { _id: 'me', phone: '9000000001', role: 'customer' },
    });
    const api = stubApi({ 'GET /api/table-orders/t1/invoice': { body: { invoice } } });
    const objectUrl = vi.fn(() => 'blob:invoice');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() }),
    );
    renderPage(<InvoiceDownload of="table-orders" id="t1" handedOver />);
    expect(await screen.findByText('Tax invoice')).toBeVisible();
    expect(screen.getByText('INV/26-27/000123')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Download invoice' }));
    await vi.waitFor(() => expect(objectUrl).toHaveBeenCalled());
    const pdf = api.calls.at(-1)!;
    expect(pdf.path).toBe('/api/table-orders/t1/invoice');
    expect(pdf.headers.get('authorization')).toBe('Bearer shopper-token');
    expect(api.fetchMock.mock.calls.at(-1)![0]).toBe('/api/table-orders/t1/invoice?format=pdf');
  });
});
