import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface OptionTileProps {
  name: string;
  checked: boolean;
  onSelect: () => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** A radio choice as a tappable card: the whole card is the label, the radio stays visible. */
export function OptionTile({
  name,
  checked,
  onSelect,
  disabled,
  className,
  children,
}: OptionTileProps) {
  return (
    <label
      className={cn(
        'flex items-start gap-3 rounded-xl border border-gray-200 bg-white p-3 transition-colors duration-150',
        'has-checked:border-brand-600 has-checked:bg-brand-50',
        disabled
          ? 'cursor-not-allowed bg-gray-50 text-gray-500'
          : 'cursor-pointer hover:border-brand-500',
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className="mt-0.5 size-4 shrink-0 accent-brand-600"
      />
      <span className="min-w-0 flex-1">{children}</span>
    </label>
  );
}
