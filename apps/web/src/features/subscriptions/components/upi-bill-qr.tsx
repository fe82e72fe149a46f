import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { Smartphone } from 'lucide-react';
import { formatRupees, toPaise, upiPaymentLink } from '@grofresh/contracts';
import { buttonClass } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { queryKeys } from '@/lib/query-keys';
import { SUBSCRIPTION_TAB_MESSAGES } from '../messages';

interface UpiBillQrProps {
  payee: { vpa: string; payeeName: string };
  amount: number;
  reference: string;
}

/** The checkout's way to take a UPI payment: a real upi://pay link, drawn as a QR. */
export function UpiBillQr({ payee, amount, reference }: UpiBillQrProps) {
  // UPI references stop at 35 characters: the id's first block names the subscription.
  const link = upiPaymentLink({
    ...payee,
    amountPaise: toPaise(amount),
    orderId: `MILK-${reference.split('-')[0]}`,
    note: 'GroFresh milk subscription',
  });
  const qr = useQuery({
    queryKey: queryKeys.upiQr(link),
    queryFn: () => QRCode.toDataURL(link, { width: 480, margin: 1 }),
    staleTime: Infinity,
  });
  const rupees = formatRupees(amount);
  return (
    <div className="mt-3 flex flex-col items-center gap-3 rounded-xl border border-dashed border-brand-600 bg-brand-50/60 p-4 sm:flex-row sm:items-start">
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
          {SUBSCRIPTION_TAB_MESSAGES.payByUpi(rupees, payee.payeeName)}{' '}
          <span className="text-gray-600">({payee.vpa})</span>
        </p>
        {/* On a phone the shopper cannot scan their own screen: open the UPI app directly. */}
        <a href={link} className={buttonClass('subtle', 'sm', 'md:hidden')}>
          <Smartphone className="size-4" aria-hidden />
          Pay in UPI app
        </a>
      </div>
    </div>
  );
}
