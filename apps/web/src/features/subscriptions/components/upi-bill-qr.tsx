import { formatRupees, toPaise, upiPaymentLink } from '@grofresh/contracts';
import { UpiQrCard } from '@/components/ui/upi-qr-card';
import { SUBSCRIPTION_TAB_MESSAGES } from '../messages';

interface UpiBillQrProps {
  payee: { vpa: string; payeeName: string };
  amount: number;
  reference: string;
}

/** The subscription's bill as a UPI payment, like the checkout's QR. */
export function UpiBillQr({ payee, amount, reference }: UpiBillQrProps) {
  // UPI references stop at 35 characters: the id's first block names the subscription.
  const link = upiPaymentLink({
    ...payee,
    amountPaise: toPaise(amount),
    orderId: `MILK-${reference.split('-')[0]}`,
    note: 'GroFresh milk subscription',
  });
  const rupees = formatRupees(amount);
  return (
    <UpiQrCard link={link} amountText={rupees}>
      {SUBSCRIPTION_TAB_MESSAGES.payByUpi(rupees, payee.payeeName)}{' '}
      <span className="text-gray-600">({payee.vpa})</span>
    </UpiQrCard>
  );
}
