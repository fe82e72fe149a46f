import { useState } from 'react';
import type { RefundDue } from '@grofresh/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useMilkRefundPaid, useRefundsDue } from '../api/refunds-due';
import { REFUNDS_TEXT } from '../refund-text';
import { HandBackDialog } from './hand-back-dialog';
import { RefundCard } from './refund-card';

/**
 * "Refunds due" (docs/product.md): card refunds the gateway has not finished or refused, and
 * milk refunds to hand back, newest first; a milk one leaves when staff record handing it back.
 */
export function RefundList() {
  const refunds = useRefundsDue();
  const paid = useMilkRefundPaid();
  const [handing, setHanding] = useState<RefundDue | null>(null);

  if (refunds.isPending) {
    return (
      <div aria-busy className="grid gap-3 lg:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-56 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (refunds.isError) return <LoadError onRetry={() => void refunds.refetch()} />;
  if (refunds.data.length === 0) {
    return <EmptyState title={REFUNDS_TEXT.empty} hint={REFUNDS_TEXT.emptyHint} />;
  }
  return (
    <>
      <ul aria-label="Refunds due" className="grid gap-3 lg:grid-cols-2">
        {refunds.data.map((r) => (
          <li key={r._id}>
            <RefundCard
              refund={r}
              busy={paid.isPending && paid.variables?.id === r._id}
              onHandBack={setHanding}
            />
          </li>
        ))}
      </ul>
      <HandBackDialog
        refund={handing}
        onClose={() => setHanding(null)}
        onConfirm={(note) => handing && paid.mutate({ id: handing._id, note })}
      />
    </>
  );
}
