import { formatRupees, toRupees, upiPaymentLink, type Paise } from '@grofresh/contracts';
import { UpiQrCard } from '@/components/ui/upi-qr-card';

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
  if (amount === 0) {
    return (
      <p className="mt-3 rounded-xl bg-brand-50 p-3 text-sm text-brand-800">
        Your Grocoins cover this order: there is nothing to pay.
      </p>
    );
  }
  const link = payee ? upiPaymentLink({ ...payee, amountPaise: amount, orderId }) : null;
  const rupees = formatRupees(toRupees(amount));
  return (
    <UpiQrCard link={link} amountText={rupees} downloadName={`${orderId}-upi-qr.png`}>
      Scan with any UPI app to pay <strong className="tabular">{rupees}</strong>
      {payee && (
        <>
          {' '}
          to {payee.payeeName} <span className="text-gray-600">({payee.vpa})</span>
        </>
      )}
      , then tap Confirm Order.
    </UpiQrCard>
  );
}
