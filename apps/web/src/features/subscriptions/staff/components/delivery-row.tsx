import { Phone, Undo2 } from 'lucide-react';
import { quantityOptionLabel, type MilkRunDelivery } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { formatPhone } from '@/lib/phone';
import { MoveStopButtons } from './move-stop-buttons';
import { DeliveryStatusBadge } from './status-badges';

interface DeliveryRowProps {
  delivery: MilkRunDelivery;
  busy: boolean;
  /** Its day has come: it may be marked (never before, docs/product.md "Marking milk"). */
  markable: boolean;
  /** Marked today: the mark may be undone. */
  undoable: boolean;
  onDelivered: (delivery: MilkRunDelivery) => void;
  onMissed: (delivery: MilkRunDelivery) => void;
  onUndo: (delivery: MilkRunDelivery) => void;
  /** Moves it one place up or down the walk; null at that end of the sheet. */
  onMoveUp: (() => void) | null;
  onMoveDown: (() => void) | null;
  /** A move is being saved. */
  moving: boolean;
}

/**
 * One doorstep: who, where, how much, and (while it is scheduled, from its day on) delivered or
 * missed; a mark made today can be undone. Move up / Move down change the walking order.
 */
export function DeliveryRow(props: DeliveryRowProps) {
  const { delivery: d, busy, onDelivered, onMissed } = props;
  const headingId = `delivery-${d._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-wrap items-start gap-x-3 gap-y-2 py-3 break-inside-avoid print:py-2"
    >
      <span
        aria-hidden
        className="mt-0.5 hidden size-5 shrink-0 border-2 border-black print:block"
      />
      <div className="min-w-0 flex-1 basis-56">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span id={headingId} className="font-bold">
            {d.name}
          </span>
          <span className="tabular rounded bg-brand-50 px-1.5 text-sm font-bold text-brand-800 print:border print:border-black print:bg-transparent">
            {quantityOptionLabel(d.quantity)}
          </span>
        </p>
        <p className="text-sm [overflow-wrap:anywhere] text-gray-800">{d.address}</p>
        <a
          href={`tel:+91${d.phone}`}
          aria-label={`Call ${formatPhone(d.phone)}`}
          className="tabular inline-flex items-center gap-1 text-sm font-semibold text-brand-700 print:text-black"
        >
          <Phone className="size-3.5 print:hidden" aria-hidden />
          {formatPhone(d.phone)}
        </a>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <MoveStopButtons
          name={d.name}
          onUp={props.onMoveUp}
          onDown={props.onMoveDown}
          busy={props.moving}
        />
        <DeliveryStatusBadge status={d.status} />
        {d.coins > 0 && (
          <span className="text-sm font-semibold text-amber-800">{d.coins} Grocoins credited</span>
        )}
        {d.status === 'SCHEDULED' && props.markable && (
          <span className="flex gap-2 print:hidden">
            <Button size="sm" disabled={busy} onClick={() => onDelivered(d)}>
              Delivered
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              disabled={busy}
              onClick={() => onMissed(d)}
            >
              Missed
            </Button>
          </span>
        )}
        {props.undoable && (
          <Button
            size="sm"
            variant="ghost"
            className="print:hidden"
            disabled={busy}
            onClick={() => props.onUndo(d)}
          >
            <Undo2 className="size-4" aria-hidden />
            Undo
          </Button>
        )}
      </div>
    </article>
  );
}
