import { useEffect, useId, useRef } from 'react';
import { AlertTriangle, Coins } from 'lucide-react';
import { EARN_NOTE_MIN_SUBTOTAL_PAISE, formatRupees, toRupees } from '@grofresh/contracts';
import { CHECKOUT_MESSAGES } from '../messages';
import type { OrderFigures, SummaryLine } from '../order-figures';
import { heldLine, useStockHold } from '../stock-hold';
import type { Repriced } from '../use-place-order';
import { BillRow } from '@/components/ui/bill-row';
import { OnlyLeftBadge } from '@/components/ui/only-left-badge';
import { cn } from '@/lib/cn';

interface OrderSummaryProps {
  figures: OrderFigures;
  /** Set when the server refused the total the shopper saw and sent its own figures. */
  repriced: Repriced | null;
  /** The server's sentence after it refused lines sold out or short (409 OUT_OF_STOCK). */
  refusal?: string | null;
}

const rupees = (paise: number) => formatRupees(toRupees(paise));

/**
 * Items, subtotal, coin discount and total (docs/product/screens.md#checkout), with the earn note
 * from ₹100. After an order refused for stock, the server's sentence, brought into view above
 * the lines it marks (docs/product/screens.md#stock-for-shoppers).
 */
export function OrderSummary({ figures, repriced, refusal = null }: OrderSummaryProps) {
  const id = useId();
  const refusalBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) refusalBox.current?.scrollIntoView?.({ block: 'start' });
  }, [refusal]);
  return (
    <section
      aria-labelledby={id}
      className="scroll-mt-20 rounded-2xl border border-gray-200 bg-white p-4"
    >
      <h2 id={id} className="text-base font-bold">
        Order summary
      </h2>
      {refusal && (
        <div
          ref={refusalBox}
          role="alert"
          className="mt-3 flex scroll-mt-24 gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{refusal}</p>
        </div>
      )}
      {repriced && (
        <div
          role="alert"
          className="mt-3 flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            {repriced.message}{' '}
            <span className="font-semibold">
              Total was {formatRupees(repriced.previousTotal)}, now{' '}
              {formatRupees(repriced.details.totalAmount)}.
            </span>
          </p>
        </div>
      )}
      <ul className="mt-2 divide-y divide-gray-100 text-sm">
        {figures.lines.map((line) => (
          <SummaryLineRow key={line.key} line={line} />
        ))}
      </ul>
      <dl className="tabular mt-1 space-y-2 border-t border-dashed border-gray-200 pt-3 text-sm">
        <BillRow label="Subtotal" value={rupees(figures.subtotal)} />
        <BillRow label="Grocoins discount" value={`−${formatRupees(figures.redeemedCoins)}`} />
        <BillRow label="Total" value={rupees(figures.total)} strong />
      </dl>
      {figures.subtotal >= EARN_NOTE_MIN_SUBTOTAL_PAISE && (
        <p className="mt-3 flex items-center gap-2 rounded-lg bg-accent-100 px-3 py-2 text-sm text-gray-900">
          <Coins className="size-4 shrink-0 text-amber-600" aria-hidden />
          <span>
            <strong>{CHECKOUT_MESSAGES.earnNote(figures.earnedCoins)}</strong> once it is delivered
          </span>
        </p>
      )}
    </section>
  );
}

/**
 * One line: name, size, quantity and total; a line the shop cannot sell today says so, with
 * Remove; one asking for more than is left says "Only N left", with 'Change to N' and Remove.
 */
function SummaryLineRow({ line }: { line: SummaryLine }) {
  const hold = useStockHold();
  const lineHold = heldLine(hold, line.key);
  const held = lineHold !== null;
  const name = line.variantName ? `${line.name} ${line.variantName}` : line.name;
  return (
    <li className="py-2">
      <div className="flex justify-between gap-3">
        <span className={cn('min-w-0', held ? 'text-gray-600' : 'text-gray-800')}>
          {line.name}
          {line.variantName && <span className="text-gray-600"> · {line.variantName}</span>}
          <span className="tabular text-gray-600"> × {line.quantity}</span>
        </span>
        <span className={cn('tabular shrink-0 font-medium', held && 'text-gray-500')}>
          {rupees(line.lineTotal)}
        </span>
      </div>
      {lineHold !== null && (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {lineHold.left === 0 ? (
            <span className="inline-flex h-6 items-center rounded-md bg-red-50 px-2 text-xs font-bold text-red-700">
              {hold.label}
            </span>
          ) : (
            <>
              <OnlyLeftBadge left={lineHold.left} className="h-6 text-xs" />
              <button
                type="button"
                aria-label={`Change ${name} to ${lineHold.left}`}
                onClick={() => hold.lower(lineHold.cartKey, lineHold.left)}
                className="h-7 rounded-lg border border-brand-600 px-2.5 text-xs font-semibold text-brand-700 hover:bg-brand-50"
              >
                Change to {lineHold.left}
              </button>
            </>
          )}
          <button
            type="button"
            aria-label={`Remove ${name} from cart`}
            onClick={() => hold.remove(lineHold.cartKey)}
            className="h-7 rounded-lg border border-red-300 px-2.5 text-xs font-semibold text-red-700 hover:bg-red-50"
          >
            Remove
          </button>
        </div>
      )}
    </li>
  );
}
