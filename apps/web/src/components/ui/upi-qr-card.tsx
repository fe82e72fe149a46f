import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { Download, Smartphone } from 'lucide-react';
import { queryKeys } from '@/lib/query-keys';
import { buttonClass } from './button';
import { Skeleton } from './skeleton';

interface UpiQrCardProps {
  /** A upi://pay link (contracts' `upiPaymentLink`); null while the payee is not known yet. */
  link: string | null;
  /** The amount as shown, for the picture's description ("₹288.00"). */
  amountText: string;
  /** What to pay, to whom, and what happens next. */
  children: ReactNode;
  /** Offer the QR as a PNG under this file name. */
  downloadName?: string;
}

/**
 * A UPI payment as a QR to scan (or download), and on phones a button that opens the UPI app,
 * since a shopper cannot scan their own screen. The checkout and the milk bill both use it.
 */
export function UpiQrCard({ link, amountText, children, downloadName }: UpiQrCardProps) {
  const qr = useQuery({
    queryKey: queryKeys.upiQr(link),
    queryFn: () => QRCode.toDataURL(link ?? '', { width: 480, margin: 1 }),
    enabled: link !== null,
    staleTime: Infinity,
  });
  return (
    <div className="mt-3 flex flex-col items-center gap-4 rounded-xl border border-dashed border-brand-600 bg-brand-50/60 p-4 sm:flex-row sm:items-start">
      {qr.data ? (
        <img
          src={qr.data}
          alt={`UPI QR code to pay ${amountText}`}
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-lg bg-white p-1.5 shadow-sm"
        />
      ) : (
        <Skeleton className="size-44 shrink-0" />
      )}
      <div className="flex flex-col items-center gap-2 text-center sm:items-start sm:text-left">
        <p className="text-sm text-gray-700">{children}</p>
        <div className="flex flex-wrap justify-center gap-2">
          {qr.data && downloadName && (
            <a href={qr.data} download={downloadName} className={buttonClass('outline', 'sm')}>
              <Download className="size-4" aria-hidden />
              Download QR
            </a>
          )}
          {link && <PayInUpiAppLink link={link} />}
        </div>
      </div>
    </div>
  );
}

/**
 * "Pay in UPI app": the upi://pay link as a button, on phones only (below `md`), where the QR
 * is on the very screen that would have to scan it. Every screen that asks for a UPI payment
 * shows it beside its QR.
 */
export function PayInUpiAppLink({ link, className }: { link: string; className?: string }) {
  return (
    <a href={link} className={buttonClass('subtle', 'sm', cn('md:hidden', className))}>
      <Smartphone className="size-4" aria-hidden />
      Pay in UPI app
    </a>
  );
}
