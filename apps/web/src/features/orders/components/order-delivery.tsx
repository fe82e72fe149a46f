import { Phone } from 'lucide-react';
import { addressTypeLabel, deliveryTypeLabel, type Address, type Order } from '@grofresh/contracts';
import { formatDateTime } from '@/lib/format-date';
import { InfoCard, InfoRow } from './info-card';

interface OrderDeliveryProps {
  order: Order;
  describeAddress: (address: Address) => string;
}

/**
 * How the order reaches the shopper: where or when, and who brings it
 * (docs/product/screens.md#who-uses-it).
 */
export function OrderDelivery({ order, describeAddress }: OrderDeliveryProps) {
  const { address, assignedTo } = order;
  const expecting =
    order.deliveryType === 'DELIVERY' &&
    (order.status === 'PENDING' || order.status === 'ACCEPTED');
  return (
    <InfoCard title={deliveryTypeLabel[order.deliveryType]}>
      <dl className="space-y-2 not-empty:mb-3">
        {order.estimatedTimePickUp && (
          <InfoRow label="Pick-up time">{formatDateTime(order.estimatedTimePickUp)}</InfoRow>
        )}
        {/* The evening slot it goes out in; a pick-up's time is the row above. */}
        {expecting && order.estimatedTimeDelivery && (
          <InfoRow label="Expected by">{formatDateTime(order.estimatedTimeDelivery)}</InfoRow>
        )}
      </dl>
      {address && (
        <address className="not-italic">
          <p className="font-semibold text-gray-900">
            {addressTypeLabel(address.type)} · {address.name}
            {address.phone && <span className="tabular font-normal"> · {address.phone}</span>}
          </p>
          <p className="mt-1 text-gray-700">{describeAddress(address)}</p>
        </address>
      )}
      {assignedTo && (
        <div className="mt-3 flex items-center justify-between gap-3 rounded-xl bg-gray-50 p-3">
          <div>
            <p className="text-xs text-gray-600">Delivery person</p>
            <p className="font-semibold text-gray-900">{assignedTo.name}</p>
            <p className="tabular text-gray-700">{assignedTo.phone}</p>
          </div>
          <a
            href={`tel:+91${assignedTo.phone}`}
            aria-label={`Call ${assignedTo.name}`}
            className="grid size-10 place-items-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
          >
            <Phone className="size-5" aria-hidden />
          </a>
        </div>
      )}
    </InfoCard>
  );
}
