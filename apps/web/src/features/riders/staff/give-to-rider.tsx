import { useId, useState } from 'react';
import { Bike } from 'lucide-react';
import type { StaffOrder } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { formatPhone } from '@/lib/phone';
import { useAssignRider, useRiders } from './riders-api';

const time = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

/**
 * On an accepted home-delivery order: give it to one of the store's riders
 * (docs/product/rules.md#riders), who then sees it on their phone; once the rider has set out,
 * when. The rider's name and number show on the card as its delivery person.
 */
export function GiveToRider({ order }: { order: StaffOrder }) {
  const selectId = useId();
  const open = order.status === 'ACCEPTED' && order.deliveryType === 'DELIVERY';
  const riders = useRiders(open && !order.outForDeliveryAt);
  const assign = useAssignRider();
  const current = riders.data?.find((r) => r.phone === order.assignedTo?.phone)?._id ?? '';
  const [chosen, setChosen] = useState<string | null>(null);
  const riderId = chosen ?? current;
  if (!open) return null;
  if (order.outForDeliveryAt) {
    return (
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
        <Bike className="size-4" aria-hidden />
        Out for delivery since {time.format(new Date(order.outForDeliveryAt))}
      </p>
    );
  }
  if (riders.data?.length === 0) {
    return <p className="text-sm text-gray-600">No riders yet: an admin makes one in People.</p>;
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (riderId) assign.mutate({ id: order._id, riderId });
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={selectId} className="block text-xs font-semibold text-gray-700">
          Give to rider
        </label>
        <select
          id={selectId}
          value={riderId}
          disabled={!riders.data}
          onChange={(e) => setChosen(e.target.value)}
          className="mt-1 h-10 w-full rounded-lg border border-gray-300 bg-white px-2 text-sm"
        >
          <option value="">{riders.isError ? 'Riders could not be read' : 'Choose a rider'}</option>
          {riders.data?.map((r) => (
            <option key={r._id} value={r._id}>
              {r.name ? `${r.name} · ${formatPhone(r.phone)}` : formatPhone(r.phone)}
            </option>
          ))}
        </select>
      </div>
      <Button
        type="submit"
        variant="outline"
        disabled={!riderId || riderId === current || assign.isPending}
        aria-label={`Give ${order.orderId} to the rider`}
      >
        Give
      </Button>
    </form>
  );
}
