import { formatRupees, type TableOrderLine } from '@grofresh/contracts';
import { cn } from '@/lib/cn';

/** A table order's lines: quantity, name with its variant, and line total. */
export function TableLineList({
  lines,
  className,
}: {
  lines: TableOrderLine[];
  className: string;
}) {
  return (
    <ul className={cn('mt-1 text-sm', className)}>
      {lines.map((l) => (
        <li key={l._id} className="flex gap-2">
          <span className="tabular w-8 shrink-0 font-semibold">{l.quantity}×</span>
          <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
            {l.itemId.name}
            {l.variantName && <span className="text-gray-600"> · {l.variantName}</span>}
          </span>
          <span className="tabular shrink-0">{formatRupees(l.lineTotal)}</span>
        </li>
      ))}
    </ul>
  );
}
