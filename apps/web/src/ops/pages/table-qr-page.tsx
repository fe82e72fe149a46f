import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import { TABLE_NO_MAX } from '@grofresh/contracts';
import { Button, buttonClass } from '@/components/ui/button';
import {
  paymentScreenUrl,
  TableQrCard,
} from '@/features/table-orders/staff/components/table-qr-card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /ops/counter/qr: the table card alone on the page, ready for the printer. */
export function TableQrPage() {
  useDocumentTitle('Table QR · Console');
  const [table, setTable] = useState('');
  return (
    <div className="min-h-dvh bg-gray-100 p-4 print:bg-white print:p-0">
      <div className="mx-auto mb-4 flex max-w-sm flex-wrap items-end justify-between gap-3 print:hidden">
        <Link to="/ops/counter" className={buttonClass('ghost')}>
          <ArrowLeft className="size-4" aria-hidden />
          Counter
        </Link>
        <label className="flex flex-col text-sm font-semibold text-gray-800">
          {/* gray-600: gray-500 on the page's gray-100 is under AA (4.4:1) */}
          Table label <span className="font-normal text-gray-600">(optional, printed only)</span>
          <input
            value={table}
            maxLength={TABLE_NO_MAX}
            onChange={(e) => setTable(e.target.value)}
            className="mt-1 h-10 w-32 rounded-lg border border-gray-300 bg-white px-3 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
          />
        </label>
        <Button onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden />
          Print
        </Button>
      </div>
      <main id="main" className="print:pt-16">
        <h1 className="sr-only">Table QR</h1>
        <TableQrCard url={paymentScreenUrl()} table={table.trim() || undefined} />
      </main>
    </div>
  );
}
