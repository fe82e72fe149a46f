import { useState } from 'react';
import { FileText, ReceiptText } from 'lucide-react';
import { toast } from 'sonner';
import type { InvoiceLayout } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { openInvoice, type InvoiceOf } from '../api/invoice';
import { INVOICE_TEXT as T } from '../messages';

/**
 * The console's "Invoice" (A4) and "Roll" (the counter's 80 mm printer) on a delivered order
 * or completed counter order: each opens the PDF in a new tab to print. Not issued (an order
 * delivered before invoices) says the server's sentence.
 */
export function InvoiceButtons({ of, id, label }: { of: InvoiceOf; id: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const open = async (layout: InvoiceLayout) => {
    setBusy(true);
    try {
      await openInvoice(of, id, layout);
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : SOMETHING_WENT_WRONG);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="outline"
        disabled={busy}
        aria-label={T.openA4Label(label)}
        onClick={() => void open('a4')}
      >
        <FileText className="size-4" aria-hidden />
        {T.openA4}
      </Button>
      <Button
        variant="ghost"
        disabled={busy}
        aria-label={T.openRollLabel(label)}
        onClick={() => void open('roll')}
      >
        <ReceiptText className="size-4" aria-hidden />
        {T.openRoll}
      </Button>
    </>
  );
}
