/** A console filter's control: two to a row on phones, their own width from `sm` up. */
export const filterSelectClass =
  'h-10 min-w-0 grow basis-[calc(50%-0.25rem)] rounded-lg border border-gray-300 bg-white px-2 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 sm:grow-0 sm:basis-auto';

interface FilterSelectProps {
  label: string;
  /** The first choice, which filters nothing. */
  anyLabel: string;
  value: string | undefined;
  options: [value: string, label: string][];
  onChange: (value: string | undefined) => void;
}

/** One filter of a console list: "any" or one of its values (undefined for any). */
export function FilterSelect({ label, anyLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <select
      aria-label={label}
      className={filterSelectClass}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
    >
      <option value="">{anyLabel}</option>
      {options.map(([key, text]) => (
        <option key={key} value={key}>
          {text}
        </option>
      ))}
    </select>
  );
}
