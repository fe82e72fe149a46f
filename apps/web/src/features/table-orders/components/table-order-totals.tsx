import { formatRupees, tableOrderMessages, type TableOrder } from '@grofresh/contracts';
import { BillRow } from '@/components/ui/bill-row';
import { cn } from '@/lib/cn';

/** A table order's Dine In, Pick Up and total amounts, as /payment and its receipt show them. */
export function TableOrderTotals({
  order,
  className,
}: {
  order: Pick<TableOrder, 'dineInTotal' | 'pickUpTotal' | 'totalAmount'>;
  className?: string;
}) {
  return (
    <dl
      className={cn('tabular flex flex-col gap-2 border-t border-gray-200 pt-3 text-sm', className)}
    >
      <BillRow label={tableOrderMessages.dineInTotal} value={formatRupees(order.dineInTotal)} />
      <BillRow label={tableOrderMessages.pickUpTotal} value={formatRupees(order.pickUpTotal)} />
      <BillRow
        label={tableOrderMessages.totalAmount}
        value={formatRupees(order.totalAmount)}
        strong
      />
    </dl>
  );
}
