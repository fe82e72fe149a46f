import { useState, type FormEvent } from 'react';
import { formatRupees, REFUND_NOTE_MAX, type RefundDue } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { formatPhone } from '@/lib/phone';
import { REFUNDS_TEXT } from '../refund-text';

interface HandBackDialogProps {
  /** The milk refund being recorded; null closes the dialog. */
  refund: RefundDue | null;
  onClose: () => void;
  onConfirm: (note: string) => void;
}

/**
 * Records handing a milk refund back, with an optional note for the activity record
 * (docs/product.md, "Refunds due"). It closes as it confirms, so it sends once.
 */
export function HandBackDialog({ refund, onClose, onConfirm }: HandBackDialogProps) {
  return (
    <Modal
      open={refund !== null}
      onOpenChange={(open) => !open && onClose()}
      title={refund ? `Hand back ${formatRupees(refund.amount)}?` : ''}
      description={
        refund
          ? `Record that ${formatPhone(refund.customer.phone)} got the money back. It then leaves this list.`
          : undefined
      }
    >
      {refund && (
        <NoteForm
          onClose={onClose}
          onConfirm={(note) => {
            onConfirm(note);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

/** Mounted with each opening, so every refund starts with an empty note. */
function NoteForm({
  onClose,
  onConfirm,
}: {
  onClose: () => void;
  onConfirm: (note: string) => void;
}) {
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(note.trim());
  };
  return (
    <form onSubmit={submit} className="mt-4">
      <TextField
        label={REFUNDS_TEXT.noteLabel}
        note={REFUNDS_TEXT.noteOptional}
        placeholder={REFUNDS_TEXT.notePlaceholder}
        maxLength={REFUND_NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Go back
        </Button>
        <Button type="submit">Record as handed back</Button>
      </div>
    </form>
  );
}
