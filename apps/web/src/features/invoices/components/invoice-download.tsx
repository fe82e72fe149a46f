import { useState } from 'react';
import { FileDown } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { downloadInvoice, useInvoice, type InvoiceOf } from '../api/invoice';
import { INVOICE_TEXT as T } from '../messages';

interface InvoiceDownloadProps {
  of: InvoiceOf;
  id: string;
  /** Delivered, collected or completed: only then is there an invoice to ask for. */
  handedOver: boolean;
  className?: string;
}

/**
 * "Download invoice" on the shopper's order and receipt (docs/product/rules.md#gst-invoices):
 * the invoice's kind and number, and its A4 PDF. Nothing before it is issued, nor when it
 * cannot be read: the page has the order's own figures.
 */
export function InvoiceDownload({ of, id, handedOver, className }: InvoiceDownloadProps) {
  const invoice = useInvoice(of, id, handedOver);
  const [busy, setBusy] = useState(false);
  if (!handedOver || !invoice.data) return null;
  const { data } = invoice;
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoice(of, id);
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : T.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 border-t border-dashed border-gray-200 pt-4',
        className,
      )}
    >
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-gray-900">{T.kind[data.kind]}</p>
        <p className="tabular text-gray-700 [overflow-wrap:anywhere]">{data.number}</p>
        {data.creditNotes.map((n) => (
          <p key={n.number} className="tabular text-gray-700">
            {T.creditNote(n.number)}
          </p>
        ))}
      </div>
      <Button variant="outline" disabled={busy} onClick={() => void download()}>
        <FileDown className="size-4" aria-hidden />
        {busy ? T.downloading : T.download}
      </Button>
    </div>
  );
}
