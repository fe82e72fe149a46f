import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled card of the order details page. */
export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-4">
      <h2 id={id} className="text-base font-bold">
        {title}
      </h2>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}

/**
 * A label/value row inside an InfoCard's <dl>; `ruled` draws a dashed rule above it (on the row:
 * a <dl> holds its <dt>/<dd> pairs directly or in one <div> each, never deeper).
 */
export function InfoRow({
  label,
  strong,
  ruled,
  children,
}: {
  label: string;
  strong?: boolean;
  ruled?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex justify-between gap-4',
        strong && 'text-base font-bold',
        ruled && 'border-t border-dashed border-gray-200 pt-2',
      )}
    >
      <dt className={strong ? 'text-gray-900' : 'text-gray-600'}>{label}</dt>
      <dd className="text-right font-medium text-gray-900">{children}</dd>
    </div>
  );
}
