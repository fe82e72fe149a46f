import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { Download, Smartphone } from 'lucide-react';
import { formatRupees, toRupees, upiPaymentLink, type Paise } from '@grofresh/contracts';
import { buttonClass } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { queryKeys } from '@/lib/query-keys';

export interface UpiPayee {
  vpa: string;
  payeeName: string;
}

interface UpiQrProps {
  /** The store's UPI id and name; undefined while the store settings load. */
  payee: UpiPayee | undefined;
  amount: Paise;
  orderId: string;
}

/** A real upi://pay link for this order's total, as a QR to scan or download. */
export function UpiQr({ payee, amount, orderId }: UpiQrProps) {
  const link = payee ? upiPaymentLink({ ...payee, amountPaise: amount, orderId }) : null;
  const qr = useQuery({
    queryKey: queryKeys.upiQr(link),
    queryFn: () => QRCode.toDataURL(link ?? '', { width: 480, margin: 1 }),
    enabled: link !== null && amount > 0,
    staleTime: Infinity,
  });
  if (amount === 0) {
    return (
      <p className="mt-3 rounded-xl bg-brand-50 p-3 text-sm text-brand-800">
        Your Grocoins cover this order: there is nothing to pay.
      </p>
    );
  }
  const rupees = formatRupees(toRupees(amount));
  return (
    <div className="mt-3 flex flex-col items-center gap-4 rounded-xl border border-dashed border-brand-600 bg-brand-50/60 p-4 sm:flex-row sm:items-start">
      {qr.data ? (
        <img
          src={qr.data}
          alt={`UPI QR code to pay ${rupees}`}
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-lg bg-white p-1.5 shadow-sm"
        />
      ) : (
        <Skeleton className="size-44 shrink-0" />
      )}
      <div className="flex flex-col items-center gap-2 text-center sm:items-start sm:text-left">
        <p className="text-sm text-gray-700">
          Scan with any UPI app to pay <strong className="tabular">{rupees}</strong>
          {payee && (
            <>
              {' '}
              to {payee.payeeName} <span className="text-gray-600">({payee.vpa})</span>
            </>
          )}
          , then tap Confirm Order.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          {qr.data && (
            <a
              href={qr.data}
              download={`${orderId}-upi-qr.png`}
              className={buttonClass('outline', 'sm')}
            >
              <Download className="size-4" aria-hidden />
              Download QR
            </a>
          )}
          {link && (
            // On a phone the shopper cannot scan their own screen: open the UPI app directly.
            <a href={link} className={buttonClass('subtle', 'sm', 'md:hidden')}>
              <Smartphone className="size-4" aria-hidden />
              Pay in UPI app
            </a>
          )}
        </div>
      </div>
    </div>
  );
}
