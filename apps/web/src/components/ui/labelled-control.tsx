import { useId, type ReactNode } from 'react';

/** A field's validation message under it, in red; nothing when there is none. */
export function FieldError({ id, error }: { id?: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A label, the control it names (an input, a select, a textarea: given the props that tie
 * them together) and its message under it, read out together.
 */
export function LabelledControl({
  label,
  note,
  error,
  className,
  children,
}: {
  label: string;
  /** Shown after the label in grey, e.g. "optional". */
  note?: string;
  error: string | undefined;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-gray-800">
        {label}
        {note && <span className="font-normal text-gray-500"> ({note})</span>}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
