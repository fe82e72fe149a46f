import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface FormActionsProps {
  /** The server's reason for refusing the last save, shown above the buttons. */
  refusal: string | null | undefined;
  saving: boolean;
  saveLabel: string;
  onCancel: () => void;
  /** On the left, e.g. retiring what the form edits. */
  extra?: ReactNode;
}

/** The end of a catalog form: a refusal if there was one, then Cancel and Save. */
export function FormActions({ refusal, saving, saveLabel, onCancel, extra }: FormActionsProps) {
  return (
    <>
      {refusal && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-gray-100 pt-4">
        {extra && <span className="mr-auto">{extra}</span>}
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : saveLabel}
        </Button>
      </div>
    </>
  );
}
