import { useId, type ReactNode } from 'react';

interface ChartCardProps {
  title: string;
  /** The same figures as a table for screen readers (and when the chart cannot draw). */
  table: { head: string[]; rows: (string | number)[][] };
  children: ReactNode;
  /** Below the chart, e.g. a legend with numbers. */
  footer?: ReactNode;
}

/** A chart with its title, and its figures as a table that screen readers read instead. */
export function ChartCard({ title, table, children, footer }: ChartCardProps) {
  const id = useId();
  return (
    <figure aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-4">
      <figcaption id={id} className="mb-3 font-bold">
        {title}
      </figcaption>
      {/* inert too: whatever the chart library draws stays out of the keyboard's way. */}
      <div aria-hidden inert className="h-56">
        {children}
      </div>
      {footer}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            {table.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
