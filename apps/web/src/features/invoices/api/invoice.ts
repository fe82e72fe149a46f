import { useQuery } from '@tanstack/react-query';
import type { gstEndpoints, InvoiceLayout } from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { refTo, call } from '@/lib/call';
import { downloadFile, fetchFile } from '@/lib/download-file';

/** Whose invoice: an order's, or a counter order's (docs/product/rules.md#gst-invoices). */
export type InvoiceOf = 'orders' | 'table-orders';

// References, not the endpoints: the shop's pages stay without zod (lib/call.ts).
const orderInvoice = refTo<typeof gstEndpoints.orderInvoice>('GET', '/orders/:id/invoice');
const tableOrderInvoice = refTo<typeof gstEndpoints.tableOrderInvoice>(
  'GET',
  '/table-orders/:id/invoice',
);

export const invoicePdfUrl = (of: InvoiceOf, id: string, layout: InvoiceLayout = 'a4') =>
  `/api/${of}/${encodeURIComponent(id)}/invoice?format=pdf${layout === 'roll' ? '&layout=roll' : ''}`;

/**
 * The invoice of a delivered order or completed counter order; null while there is none (404:
 * not issued yet), so the page shows nothing rather than an error.
 */
export const useInvoice = (of: InvoiceOf, id: string, enabled: boolean) =>
  useQuery({
    queryKey: ['invoice', of, id],
    enabled,
    retry: (failures, error) => !(error instanceof ApiError) && failures < 1,
    queryFn: async ({ signal }) => {
      try {
        const request = { params: { id } };
        const answer = await (of === 'orders'
          ? call(orderInvoice, request, { signal })
          : call(tableOrderInvoice, request, { signal }));
        return answer.invoice;
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }
    },
  });

/** Saves the A4 PDF under the server's name (invoice-INV-26-27-000123.pdf). */
export const downloadInvoice = (of: InvoiceOf, id: string) =>
  downloadFile(invoicePdfUrl(of, id), { fallbackName: 'invoice.pdf' });

/**
 * Opens the PDF in a new tab to print, A4 or the counter's roll. The tab is opened within the
 * click (a popup blocker lets it through) and shown the file once it has come; with the tab
 * refused, the file is saved instead.
 */
export async function openInvoice(of: InvoiceOf, id: string, layout: InvoiceLayout) {
  const tab = window.open('', '_blank');
  try {
    const file = await fetchFile(invoicePdfUrl(of, id, layout));
    const href = URL.createObjectURL(new Blob([file.blob], { type: 'application/pdf' }));
    if (tab) tab.location.href = href;
    else await downloadFile(invoicePdfUrl(of, id, layout), { fallbackName: 'invoice.pdf' });
    // The tab has loaded it by then; the address is not needed after.
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (e) {
    tab?.close();
    throw e;
  }
}
