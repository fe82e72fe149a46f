import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cn } from '@/lib/cn';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the field in red, and read out with it. */
  error?: string;
  /** Shown after the label in grey, e.g. "optional". */
  note?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its validation message under it (forms use it with react-hook-form). */
export function TextField({ label, error, note, className, ref, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-gray-800">
        {label}
        {note && <span className="font-normal text-gray-500"> ({note})</span>}
      </label>
      <input
        id={id}
        ref={ref}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(
          'mt-1 h-11 w-full rounded-lg border bg-white px-3 text-base outline-none placeholder:text-gray-400 focus:ring-2',
          error
            ? 'border-red-600 focus:ring-red-100'
            : 'border-gray-300 focus:border-brand-600 focus:ring-brand-100',
        )}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
