import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * One line of a bill (label left, amount right) inside a <dl>; `strong` for the total, `ruled`
 * for a dashed rule above it. The <div> holding a <dt>/<dd> pair is the only wrapper a <dl> may
 * have, so the rule is drawn on the row itself (docs/decisions.md#web-app, axe-core).
 */
export function BillRow({
  label,
  value,
  strong,
  ruled,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  ruled?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex justify-between gap-4',
        strong ? 'text-base font-bold' : 'text-gray-700',
        ruled && 'border-t border-dashed border-gray-200 pt-2',
      )}
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
