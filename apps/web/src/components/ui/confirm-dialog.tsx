import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirm: string;
  /** The button that leaves things as they are; "Go back" unless it says otherwise. */
  back?: string;
  danger?: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks once before a step that cannot simply be undone; it closes as it confirms, so it sends once. */
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
          {props.back ?? 'Go back'}
        </Button>
        <Button
          variant={props.danger ? 'danger' : 'primary'}
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
