import { movementReasonLabel, type StockMovement, type StockUnit } from '@grofresh/contracts';
import { LoadError } from '@/components/ui/load-error';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useStockMovements } from '../api/stock';
import { movementsOf, orderOf, signed, whoOf } from '../stock-text';

/**
 * A unit's history, newest first: every movement with its reason, change, who, when and the
 * number on hand after it; sales and give-backs name their order (docs/product/rules.md#stock).
 */
export function HistoryDialog({ unit, onClose }: { unit: StockUnit | null; onClose: () => void }) {
  return (
    <Modal
      open={unit !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Stock history"
      description={unit?.name}
      size="lg"
    >
      {unit && <History unit={unit} />}
    </Modal>
  );
}

function History({ unit }: { unit: StockUnit }) {
  const history = useStockMovements(unit.itemId);
  if (history.isPending) return <Skeleton className="mt-4 h-48 rounded-xl" />;
  if (history.isError) return <LoadError className="mt-4" onRetry={() => void history.refetch()} />;
  const movements = movementsOf(history.data.movements, unit);
  if (movements.length === 0) return <p className="mt-4 text-gray-700">No movements yet.</p>;
  return (
    <ol
      aria-label="Movements"
      className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200"
    >
      {movements.map((m) => (
        <Movement key={m._id} movement={m} />
      ))}
    </ol>
  );
}

function Movement({ movement: m }: { movement: StockMovement }) {
  const order = orderOf(m);
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 px-3 py-2.5 sm:px-4">
      <p className="font-semibold">{movementReasonLabel[m.reason]}</p>
      <p
        className={cn(
          'tabular text-right font-bold',
          m.change > 0 ? 'text-brand-800' : 'text-red-700',
        )}
      >
        {signed(m.change)}
      </p>
      <p className="text-sm text-gray-600">
        {whoOf(m)} · <time dateTime={m.at}>{formatDateTime(m.at)}</time>
        {order && ` · ${order}`}
      </p>
      <p className="tabular text-right text-sm text-gray-700">{m.onHandAfter} after</p>
      {m.note && <p className="col-span-2 text-sm break-words text-gray-700">“{m.note}”</p>}
    </li>
  );
}
