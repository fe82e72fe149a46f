import { Clock, Download, QrCode } from 'lucide-react';
import { formatRupees, tableOrderMessages, type TableOrder } from '@grofresh/contracts';
import { Button, buttonClass } from '@/components/ui/button';
import { PayInUpiAppLink } from '@/components/ui/upi-qr-card';
import { TABLE_ORDER_TEXT } from '../messages';

interface PayCardProps {
  order: TableOrder;
  onConfirm: () => void;
  confirming: boolean;
}

/**
 * The QR to pay the total (or 'QR Code not available'), then what the shopper can do now:
 * wait to be served, say they paid (SERVED), or wait while the store checks
 * (docs/product/screens.md#payment-screen).
 */
export function PayCard({ order, onConfirm, confirming }: PayCardProps) {
  const amount = formatRupees(order.totalAmount);
  return (
    <section
      aria-labelledby="pay-title"
      className="flex flex-col items-center gap-4 rounded-2xl border border-gray-200 bg-white p-4 text-center"
    >
      <h2 id="pay-title" className="text-base font-bold">
        {TABLE_ORDER_TEXT.scanToPay}{' '}
        <span className="tabular whitespace-nowrap text-brand-800">{amount}</span>
      </h2>
      {order.qrImageUrl ? (
        <>
          <img
            src={order.qrImageUrl}
            alt={TABLE_ORDER_TEXT.qrAlt(amount)}
            width={224}
            height={224}
            className="size-56 rounded-xl border border-dashed border-brand-600 bg-white p-2"
          />
          <div className="flex flex-wrap justify-center gap-2">
            {/* On the phone that shows the QR, the UPI app opens from here instead. */}
            {order.upiLink && <PayInUpiAppLink link={order.upiLink} />}
            <a
              href={order.qrImageUrl}
              download={`grofresh-${order.token}.png`}
              className={buttonClass('outline', 'sm')}
            >
              <Download className="size-4" aria-hidden />
              {TABLE_ORDER_TEXT.downloadQr}
            </a>
          </div>
        </>
      ) : (
        <div className="flex size-56 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-gray-300 bg-gray-50 p-4 text-gray-600">
          <QrCode className="size-10 text-gray-400" aria-hidden />
          <p className="text-sm font-semibold">{tableOrderMessages.qrMissing}</p>
        </div>
      )}
      <PaymentStep order={order} onConfirm={onConfirm} confirming={confirming} />
    </section>
  );
}

function PaymentStep({ order, onConfirm, confirming }: PayCardProps) {
  if (order.status === 'SERVED') {
    return (
      <Button
        size="lg"
        className="h-auto min-h-12 w-full py-2"
        onClick={onConfirm}
        disabled={confirming}
      >
        {tableOrderMessages.confirmButton}
      </Button>
    );
  }
  if (order.status === 'PAYMENT_CONFIRMATION') {
    return (
      <div className="flex w-full items-start gap-3 rounded-xl bg-accent-100 p-4 text-left">
        <Clock className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
        <div>
          <h3 className="font-bold text-gray-900">{tableOrderMessages.underReviewTitle}</h3>
          <p className="mt-1 text-sm text-gray-800">{tableOrderMessages.underReview}</p>
        </div>
      </div>
    );
  }
  return <p className="text-sm text-gray-600">{TABLE_ORDER_TEXT.waitingForServe}</p>;
}
