import { Bike, Phone, Store } from 'lucide-react';
import { deliveryTypeLabel, type Address, type StaffOrder } from '@grofresh/contracts';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/cn';
import { formatPhone } from '@/lib/phone';
import { distanceText } from '../order-actions';

interface OrderDestinationProps {
  order: StaffOrder;
  describeAddress: (address: Address) => string;
}

/**
 * Where and when the order goes (a home delivery with its distance from the store), who
 * ordered it (a tap calls them) and who takes it.
 */
export function OrderDestination({ order, describeAddress }: OrderDestinationProps) {
  const distance = distanceText(order);
  return (
    <div className="space-y-1 rounded-xl bg-gray-50 p-3 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        {order.deliveryType === 'PICK_UP' ? (
          <Store className="size-4 text-gray-500" aria-hidden />
        ) : (
          <Bike className="size-4 text-gray-500" aria-hidden />
        )}
        {deliveryTypeLabel[order.deliveryType]}
        {order.estimatedTimePickUp && ` · ${formatDateTime(order.estimatedTimePickUp)}`}
        {distance && (
          <span
            className={cn('tabular', distance === 'no pin' ? 'text-amber-800' : 'text-gray-700')}
            title="Straight-line distance from the store to the pinned address"
          >
            · {distance}
          </span>
        )}
      </p>
      {order.address && (
        <p className="text-gray-700">
          {order.address.name} · {describeAddress(order.address)}
        </p>
      )}
      <a
        href={`tel:+91${order.customer.phone}`}
        className="tabular inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
      >
        <Phone className="size-3.5" aria-hidden />
        {formatPhone(order.customer.phone)}
      </a>
      {order.assignedTo && (
        <p className="text-gray-700">
          Delivery: {order.assignedTo.name} ·{' '}
          <span className="tabular">{formatPhone(order.assignedTo.phone)}</span>
        </p>
      )}
      {order.cancelReason && <p className="text-red-800">Cancelled: {order.cancelReason}</p>}
    </div>
  );
}
