import { useId, type ReactNode } from 'react';

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

/** A label/value row inside an InfoCard's <dl>. */
export function InfoRow({
  label,
  strong,
  children,
}: {
  label: string;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={
        strong ? 'flex justify-between gap-4 text-base font-bold' : 'flex justify-between gap-4'
      }
    >
      <dt className={strong ? 'text-gray-900' : 'text-gray-600'}>{label}</dt>
      <dd className="text-right font-medium text-gray-900">{children}</dd>
    </div>
  );
}
