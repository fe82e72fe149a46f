import { Trash2 } from 'lucide-react';
import { formatRupees, tableOrderMessages } from '@grofresh/contracts';
import { cn } from '@/lib/cn';
import {
  counterListLabel,
  draftLineTotal,
  draftTotal,
  lineName,
  type CounterList,
  type DraftLines,
} from '../counter-lines';
import { LineStepper } from './line-stepper';

interface DraftListsProps {
  lines: DraftLines;
  onQuantity: (list: CounterList, key: string, quantity: number) => void;
  onRemove: (list: CounterList, key: string) => void;
  /** The list the picker adds to, marked so staff see where the next line goes. */
  active: CounterList;
}

const emptyText: Record<CounterList, string> = {
  dineIn: tableOrderMessages.dineInEmpty,
  pickUp: tableOrderMessages.pickUpEmpty,
};
const totalText: Record<CounterList, string> = {
  dineIn: tableOrderMessages.dineInTotal,
  pickUp: tableOrderMessages.pickUpTotal,
};

/** The Dine In and Pick Up lists being put together, each with its total (a preview). */
export function DraftLists({ lines, onQuantity, onRemove, active }: DraftListsProps) {
  const total = draftTotal(lines.dineIn) + draftTotal(lines.pickUp);
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {(['dineIn', 'pickUp'] as const).map((list) => (
          <section
            key={list}
            aria-label={counterListLabel[list]}
            className={cn(
              'rounded-xl border p-3',
              active === list ? 'border-brand-600 bg-white' : 'border-gray-200 bg-gray-50',
            )}
          >
            <h3 className="text-sm font-bold">
              {counterListLabel[list]}{' '}
              <span className="font-normal text-gray-600">({lines[list].length})</span>
            </h3>
            {lines[list].length === 0 ? (
              <p className="mt-2 text-sm text-gray-600">{emptyText[list]}</p>
            ) : (
              <ul aria-label={`${counterListLabel[list]} lines`} className="mt-2 space-y-2">
                {lines[list].map((l) => {
                  const name = lineName(l);
                  return (
                    <li key={l.key} className="flex flex-wrap items-center gap-2">
                      <span className="min-w-0 flex-1 text-sm">
                        <span className="font-semibold [overflow-wrap:anywhere]">{l.name}</span>
                        {l.variantName && <span className="text-gray-600"> · {l.variantName}</span>}
                        <span className="tabular block text-xs text-gray-600">
                          {formatRupees(l.unitPrice)} each
                        </span>
                      </span>
                      <LineStepper
                        quantity={l.quantity}
                        label={name}
                        onChange={(q) => onQuantity(list, l.key, q)}
                      />
                      <span className="tabular w-20 text-right text-sm font-semibold">
                        {formatRupees(draftLineTotal(l))}
                      </span>
                      <button
                        type="button"
                        aria-label={`Remove ${name}`}
                        onClick={() => onRemove(list, l.key)}
                        className="rounded-full p-1.5 text-gray-500 hover:bg-red-50 hover:text-red-700"
                      >
                        <Trash2 className="size-4" aria-hidden />
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            <p className="mt-2 flex justify-between border-t border-gray-200 pt-2 text-sm">
              <span className="text-gray-700">{totalText[list]}</span>
              <span className="tabular font-semibold">{formatRupees(draftTotal(lines[list]))}</span>
            </p>
          </section>
        ))}
      </div>
      <p className="flex items-baseline justify-between">
        <span className="font-semibold">{tableOrderMessages.totalAmount}</span>
        <span className="tabular text-lg font-bold" aria-label="Total amount preview">
          {formatRupees(total)}
        </span>
      </p>
      <p className="text-xs text-gray-600">
        A preview: the store prices the order when it is saved.
      </p>
    </div>
  );
}
