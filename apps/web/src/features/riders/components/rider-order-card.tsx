import { Clock, MapPinned, Phone } from 'lucide-react';
import { formatRupees, type Address, type RiderOrder } from '@grofresh/contracts';
import { Button, buttonClass } from '@/components/ui/button';
import { formatPhone } from '@/lib/phone';
import { RIDER_MESSAGES } from '../messages';
import { mapHref } from './map-link';

interface RiderOrderCardProps {
  order: RiderOrder;
  describe: (address: Address) => string;
  /** A mark of it waits for a signal: its buttons rest until it is sent. */
  waiting: boolean;
  onOut: () => void;
  onDelivered: () => void;
}

/** One order on the rider's phone: whom, where, what to hand over and collect, and its marks. */
export function RiderOrderCard({
  order,
  describe,
  waiting,
  onOut,
  onDelivered,
}: RiderOrderCardProps) {
  const line = order.address ? describe(order.address) : '';
  const who = order.address?.name ?? 'the shopper';
  const headingId = `rider-order-${order._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-bold">
          {who} <span className="tabular text-sm font-normal text-gray-600">{order.orderId}</span>
        </h3>
        {waiting ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
            <Clock className="size-3.5" aria-hidden />
            {RIDER_MESSAGES.waiting}
          </span>
        ) : (
          order.outForDeliveryAt && (
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-900">
              Out for delivery
            </span>
          )
        )}
      </header>
      {line && <p className="text-sm text-gray-800">{line}</p>}
      <p className="text-sm text-gray-700">
        {order.items
          .map((i) => `${i.quantity} × ${i.name}${i.variantName ? ` (${i.variantName})` : ''}`)
          .join(', ')}
      </p>
      <p className="text-base font-bold">
        {order.collect > 0
          ? `Collect ${formatRupees(order.collect)} in cash`
          : `Paid: nothing to collect (${formatRupees(order.totalAmount)})`}
      </p>
      {/* The number on one line (the phone icon says "Call"); where the phone's font leaves no
          room beside it, Map goes under it rather than past the card's edge. */}
      <div className="flex flex-wrap gap-2">
        <a
          href={`tel:+91${order.phone}`}
          className={buttonClass('outline', 'lg', 'grow-[3] whitespace-nowrap px-3')}
        >
          <Phone className="size-4" aria-hidden />
          <span>
            <span className="sr-only">Call {who} on </span>
            <span className="tabular">{formatPhone(order.phone)}</span>
          </span>
        </a>
        <a
          href={mapHref(order.address?.location, line)}
          target="_blank"
          rel="noreferrer"
          className={buttonClass('outline', 'lg', 'grow')}
        >
          <MapPinned className="size-4" aria-hidden />
          Map <span className="sr-only">to {who}</span>
        </a>
      </div>
      {order.status === 'ACCEPTED' && !waiting && (
        <div className="grid grid-cols-2 gap-2">
          {!order.outForDeliveryAt && (
            <Button size="lg" variant="subtle" onClick={onOut}>
              Out for delivery
            </Button>
          )}
          <Button
            size="lg"
            className={order.outForDeliveryAt ? 'col-span-2' : ''}
            onClick={onDelivered}
          >
            Delivered
          </Button>
        </div>
      )}
    </article>
  );
}
