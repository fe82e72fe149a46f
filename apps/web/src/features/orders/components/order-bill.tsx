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
        <div className="border-t border-dashed border-gray-200 pt-2">
          <InfoRow label="Total" strong>
            {formatRupees(order.totalAmount)}
          </InfoRow>
        </div>
        <InfoRow label="Payment">{paymentMethodLabel[order.paymentMethod]}</InfoRow>
      </dl>
    </InfoCard>
  );
}
