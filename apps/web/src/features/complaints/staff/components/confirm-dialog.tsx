import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirm: string;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks once before a step that cannot be undone; it closes as it confirms, so it sends once. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={props.title}
      description={props.description}
    >
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={props.onClose}>
          Go back
        </Button>
        <Button
          onClick={() => {
            props.onConfirm();
            props.onClose();
          }}
        >
          {props.confirm}
        </Button>
      </div>
    </Modal>
  );
}
