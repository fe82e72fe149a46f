import type { ReactNode } from 'react';

/** One line of a bill (label left, amount right) inside a <dl>; `strong` for the total. */
export function BillRow({
  label,
  value,
  strong,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'text-base font-bold' : 'text-gray-700'}`}
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
