import { Suspense, type ReactNode } from 'react';
import { formatRupees, type Dashboard } from '@grofresh/contracts';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyExport } from '@/lib/lazy-export';
import { loadCode } from '@/lib/load-code';
import { paymentMethodLabel } from '@/lib/payment-method-label';
import { ChartCard } from './chart-card';
import { PAYMENT_COLOURS } from './chart-colours';

// The drawings come in a part of their own (Recharts is most of the dashboard's code): the
// console's first screen shows its figures, tables and legends without waiting for them
// (docs/decisions.md, "The store console (/ops)").
const drawings = () => loadCode(() => import('./chart-drawings'));
const HourDrawing = lazyExport(drawings, 'HourDrawing');
const DayDrawing = lazyExport(drawings, 'DayDrawing');
const PaymentDrawing = lazyExport(drawings, 'PaymentDrawing');

function Drawing({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton className="size-full rounded-xl" />}>{children}</Suspense>;
}

/** The charts' figures as tables for screen readers; the drawings are hidden from them. */
export function HourChart({ data }: { data: Dashboard }) {
  return (
    <ChartCard
      title="Orders by hour"
      table={{ head: ['Hour', 'Orders'], rows: data.byHour.map((h) => [`${h.hour}:00`, h.orders]) }}
    >
      <Drawing>
        <HourDrawing data={data} />
      </Drawing>
    </ChartCard>
  );
}

export function DayChart({ data }: { data: Dashboard }) {
  return (
    <ChartCard
      title="Orders and revenue by day"
      table={{
        head: ['Day', 'Orders', 'Revenue'],
        rows: data.byDay.map((d) => [d.date, d.orders, formatRupees(d.revenue)]),
      }}
    >
      <Drawing>
        <DayDrawing data={data} />
      </Drawing>
    </ChartCard>
  );
}

/** The split by payment method; the legend carries the numbers, not only the colours. */
export function PaymentChart({ data }: { data: Dashboard }) {
  return (
    <ChartCard
      title="How orders are paid"
      footer={
        <ul aria-label="Payment methods" className="mt-3 space-y-1 text-sm">
          {data.paymentMethods.map((p) => (
            <li key={p.method} className="flex items-center gap-2">
              <span
                aria-hidden
                className="size-3 rounded-full"
                style={{ background: PAYMENT_COLOURS[p.method] }}
              />
              <span className="font-medium">{paymentMethodLabel[p.method]}</span>
              <span className="tabular ml-auto text-gray-700">
                {p.orders} · {formatRupees(p.amount)}
              </span>
            </li>
          ))}
        </ul>
      }
      table={{
        head: ['Method', 'Orders', 'Amount'],
        rows: data.paymentMethods.map((p) => [
          paymentMethodLabel[p.method],
          p.orders,
          formatRupees(p.amount),
        ]),
      }}
    >
      <Drawing>
        <PaymentDrawing data={data} />
      </Drawing>
    </ChartCard>
  );
}
