import { useState } from 'react';
import type { BookDocumentType, DocumentPayment } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { PaymentBadge } from './payment-badge';
import { RecordPaymentDialog } from './record-payment-dialog';

interface PaymentRowProps {
  documentType: BookDocumentType;
  id: string;
  /** What the dialog's title names: "GF1001", "Milk bill of 98765 43210", "Counter T-017". */
  label: string;
  state: DocumentPayment;
}

/**
 * A console card's payment line: its state, and "Record payment" while something is due
 * (docs/product/rules.md#books: staff record cash and UPI against any of the three documents).
 */
export function PaymentRow({ documentType, id, label, state }: PaymentRowProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <PaymentBadge state={state} />
      {state.due > 0 && (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Record payment for ${label}`}
          onClick={() => setOpen(true)}
        >
          Record payment
        </Button>
      )}
      <RecordPaymentDialog
        open={open}
        onClose={() => setOpen(false)}
        documentType={documentType}
        id={id}
        label={label}
        due={state.due}
      />
    </div>
  );
}
