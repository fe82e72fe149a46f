import { Settings2 } from 'lucide-react';
import type { StockUnit } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { stateLabel, unitState } from '../stock-text';

export type StockAction = 'record' | 'counting' | 'history';

const badge = {
  'not-counted': 'bg-gray-100 text-gray-700',
  out: 'bg-red-50 text-red-800',
  low: 'bg-amber-100 text-amber-900',
  ok: 'bg-brand-50 text-brand-800',
} as const;

/** One sellable unit: its name and size, where it stands, its numbers and quick actions. */
export function StockRow({
  unit,
  onAction,
}: {
  unit: StockUnit;
  onAction: (action: StockAction) => void;
}) {
  const state = unitState(unit);
  return (
    <li
      aria-label={unit.name}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3 sm:flex-nowrap sm:px-4"
    >
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-semibold break-words">{unit.name}</p>
        <p className="text-sm text-gray-600">
          <span className={cn('mr-2 rounded-full px-2 py-0.5 text-xs font-semibold', badge[state])}>
            {stateLabel[state]}
          </span>
          {unit.counted && <span className="tabular">low at {unit.lowAt}</span>}
        </p>
      </div>
      {unit.counted && (
        <p className="w-20 shrink-0 text-right leading-tight sm:w-24">
          <span
            className={cn(
              'tabular block text-xl font-bold',
              state === 'out' ? 'text-red-700' : state === 'low' ? 'text-amber-900' : '',
            )}
          >
            {unit.onHand}
          </span>
          <span className="text-xs text-gray-600">on hand</span>
        </p>
      )}
      <div className="flex w-full shrink-0 items-center justify-end gap-1 sm:w-auto">
        {unit.counted ? (
          <>
            <Button size="sm" variant="outline" onClick={() => onAction('record')}>
              Record<span className="sr-only"> stock of {unit.name}</span>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onAction('history')}>
              History<span className="sr-only"> of {unit.name}</span>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="px-2"
              aria-label={`Low mark and counting of ${unit.name}`}
              title="Low mark and counting"
              onClick={() => onAction('counting')}
            >
              <Settings2 className="size-4" aria-hidden />
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" variant="outline" onClick={() => onAction('counting')}>
              Start counting<span className="sr-only"> {unit.name}</span>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onAction('history')}>
              History<span className="sr-only"> of {unit.name}</span>
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
