import { Check, Clock, MapPinned, Phone, X } from 'lucide-react';
import { quantityOptionLabel, type MilkRunDelivery } from '@grofresh/contracts';
import { Button, buttonClass } from '@/components/ui/button';
import { formatPhone } from '@/lib/phone';
import { RIDER_MESSAGES } from '../messages';
import { mapHref } from './map-link';

interface MilkStopProps {
  stop: MilkRunDelivery;
  /** Its place in the walking order, from 1. */
  number: number;
  waiting: boolean;
  onDelivered: () => void;
  onMissed: () => void;
}

/** One milk delivery of the day's run, in walking order, with "Delivered" and "Missed". */
export function MilkStop({ stop, number, waiting, onDelivered, onMissed }: MilkStopProps) {
  return (
    <li className="space-y-2 rounded-2xl border border-gray-200 bg-white p-4">
      <div className="flex items-start gap-3">
        <span className="tabular grid size-8 shrink-0 place-items-center rounded-full bg-gray-100 text-sm font-bold">
          {number}
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-bold">
            {stop.name} ·{' '}
            <span className="font-semibold">{quantityOptionLabel(stop.quantity)}</span>
          </p>
          <p className="text-sm text-gray-700">{stop.address}</p>
        </div>
        {waiting ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
            <Clock className="size-3.5" aria-hidden />
            {RIDER_MESSAGES.waiting}
          </span>
        ) : stop.status === 'DELIVERED' ? (
          <span className="inline-flex items-center gap-1 text-sm font-bold text-green-800">
            <Check className="size-4" aria-hidden /> Delivered
          </span>
        ) : (
          stop.status === 'MISSED' && (
            <span className="inline-flex items-center gap-1 text-sm font-bold text-red-800">
              <X className="size-4" aria-hidden /> Missed
            </span>
          )
        )}
      </div>
      {stop.missedReason && <p className="text-sm text-red-800">{stop.missedReason}</p>}
      <div className="flex flex-wrap gap-2">
        <a href={`tel:+91${stop.phone}`} className={buttonClass('ghost', 'md')}>
          <Phone className="size-4" aria-hidden />
          <span className="tabular">{formatPhone(stop.phone)}</span>
          <span className="sr-only"> (call {stop.name})</span>
        </a>
        <a
          href={mapHref(null, stop.address)}
          target="_blank"
          rel="noreferrer"
          className={buttonClass('ghost', 'md')}
        >
          <MapPinned className="size-4" aria-hidden />
          Map <span className="sr-only">to {stop.name}</span>
        </a>
        {stop.status === 'SCHEDULED' && !waiting && (
          <span className="ml-auto flex gap-2">
            <Button variant="outline" aria-label={`Missed: ${stop.name}`} onClick={onMissed}>
              Missed
            </Button>
            <Button aria-label={`Delivered: ${stop.name}`} onClick={onDelivered}>
              Delivered
            </Button>
          </span>
        )}
      </div>
    </li>
  );
}
