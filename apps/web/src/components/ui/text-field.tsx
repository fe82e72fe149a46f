import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';
import { LabelledControl } from './labelled-control';

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
  return (
    <LabelledControl label={label} note={note} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          ref={ref}
          className={cn(
            'mt-1 h-11 w-full rounded-lg border bg-white px-3 text-base outline-none placeholder:text-gray-400 focus:ring-2',
            error
              ? 'border-red-600 focus:ring-red-100'
              : 'border-gray-300 focus:border-brand-600 focus:ring-brand-100',
          )}
          {...input}
        />
      )}
    </LabelledControl>
  );
}
