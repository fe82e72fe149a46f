import { formatRupees, type Order } from '@grofresh/contracts';
import { paymentMethodLabel } from '@/lib/payment-method-label';
import { InfoCard, InfoRow } from './info-card';

/** Subtotal, the coin discount and the total, and how it is paid. */
export function OrderBill({ order }: { order: Order }) {
  return (
    <InfoCard title="Bill details">
      <dl className="tabular space-y-2">
        <InfoRow label="Subtotal">{formatRupees(order.subtotal)}</InfoRow>
        <InfoRow label="Grocoins discount">−{formatRupees(order.redeemedCoins)}</InfoRow>
        <InfoRow label="Total" strong ruled>
          {formatRupees(order.totalAmount)}
        </InfoRow>
        <InfoRow label="Payment">{paymentMethodLabel[order.paymentMethod]}</InfoRow>
      </dl>
    </InfoCard>
  );
}
