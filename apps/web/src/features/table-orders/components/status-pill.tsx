import { tableOrderStatusLabel, type TableOrderStatus } from '@grofresh/contracts';
import { cn } from '@/lib/cn';

/** Badge colours (WCAG AA text): waiting yellow, served blue, done green, cancelled red. */
const tones: Record<TableOrderStatus, string> = {
  PENDING: 'bg-amber-50 text-amber-800',
  PREPARING: 'bg-amber-50 text-amber-800',
  SERVED: 'bg-blue-50 text-blue-800',
  PAYMENT_CONFIRMATION: 'bg-accent-100 text-amber-900',
  COMPLETED: 'bg-green-50 text-green-800',
  CANCELLED: 'bg-red-50 text-red-800',
};

/**
 * The status shown is 'Pending' unless the order says otherwise
 * (docs/product/records.md#table-order).
 */
export const tableStatusLabel = (status: string | null | undefined): string =>
  (status && tableOrderStatusLabel[status as TableOrderStatus]) || 'Pending';

export function StatusPill({ status }: { status: TableOrderStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-sm font-bold',
        tones[status] ?? tones.PENDING,
      )}
    >
      {tableStatusLabel(status)}
    </span>
  );
}
