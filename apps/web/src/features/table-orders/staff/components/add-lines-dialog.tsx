import { useState } from 'react';
import { tableOrderMessages, type StaffTableOrder } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useAddTableOrderLines } from '../api/staff-table-orders';
import { draftLineCount, noDraftLines, toLineInputs, type DraftLines } from '../counter-lines';
import { LineBuilder } from './line-builder';

interface AddLinesDialogProps {
  /** The order lines are added to; null when closed. */
  order: StaffTableOrder | null;
  onClose: () => void;
}

/** More for a table: the same picker, sent as new lines of the open order. */
export function AddLinesDialog({ order, onClose }: AddLinesDialogProps) {
  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={order ? `Add lines to ${order.token}` : 'Add lines'}
      description={
        order?.tableNo ? `Table ${order.tableNo}. The store prices the new lines.` : undefined
      }
      size="lg"
    >
      {/* Keyed by order, so lines never carry over from one order to another. */}
      {order && <AddLinesForm key={order._id} order={order} onDone={onClose} />}
    </Modal>
  );
}

function AddLinesForm({ order, onDone }: { order: StaffTableOrder; onDone: () => void }) {
  const add = useAddTableOrderLines();
  const [lines, setLines] = useState<DraftLines>(noDraftLines);
  const [tried, setTried] = useState(false);
  const empty = draftLineCount(lines) === 0;
  return (
    <form
      aria-label={`Add lines to ${order.token}`}
      noValidate
      className="mt-4 space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (empty) return;
        add.mutate(
          {
            params: { id: order._id },
            body: {
              dineInItems: toLineInputs(lines.dineIn),
              pickUpItems: toLineInputs(lines.pickUp),
            },
          },
          { onSuccess: onDone },
        );
      }}
    >
      <LineBuilder lines={lines} onChange={setLines} />
      {tried && empty && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {tableOrderMessages.noLines}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Go back
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add lines'}
        </Button>
      </div>
    </form>
  );
}
