import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatRupees, type Dashboard } from '@grofresh/contracts';
import { paymentMethodLabel } from '@/lib/payment-method-label';
import { ChartCard } from './chart-card';

const BRAND = '#0a7f44';
const PAYMENT_COLOURS = { COD: '#0a7f44', QR: '#f6c343', CCAVENUE: '#2563eb' } as const;

/*
 * The drawings are hidden from screen readers (ChartCard reads out the same figures as a
 * table), so nothing in them may take the keyboard's focus: Recharts' keyboard layer is off.
 */
export function HourChart({ data }: { data: Dashboard }) {
  return (
    <ChartCard
      title="Orders by hour"
      table={{ head: ['Hour', 'Orders'], rows: data.byHour.map((h) => [`${h.hour}:00`, h.orders]) }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data.byHour} margin={{ left: -20 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="hour" tickLine={false} interval={2} fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip formatter={(v) => [v, 'Orders']} labelFormatter={(h) => `${h}:00`} />
          <Bar dataKey="orders" fill={BRAND} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function DayChart({ data }: { data: Dashboard }) {
  const days = data.byDay.map((d) => ({ ...d, label: d.date.slice(5) }));
  return (
    <ChartCard
      title="Orders and revenue by day"
      table={{
        head: ['Day', 'Orders', 'Revenue'],
        rows: data.byDay.map((d) => [d.date, d.orders, formatRupees(d.revenue)]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ left: -20 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tickLine={false} fontSize={12} />
          <YAxis yAxisId="orders" allowDecimals={false} fontSize={12} />
          <YAxis yAxisId="revenue" orientation="right" hide />
          <Tooltip
            formatter={(v, name) =>
              name === 'revenue' ? [formatRupees(Number(v)), 'Revenue'] : [v, 'Orders']
            }
          />
          <Bar yAxisId="orders" dataKey="orders" fill={BRAND} radius={[4, 4, 0, 0]} />
          <Bar yAxisId="revenue" dataKey="revenue" fill="#f6c343" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
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
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie data={data.paymentMethods} dataKey="orders" nameKey="method" innerRadius="55%">
            {data.paymentMethods.map((p) => (
              <Cell key={p.method} fill={PAYMENT_COLOURS[p.method]} />
            ))}
          </Pie>
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
