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
import { BRAND, PAYMENT_COLOURS } from './chart-colours';

/*
 * The dashboard's drawings (Recharts), in a part of the console's code of their own: the
 * figures, tables and legends show without them (charts.tsx). They are hidden from screen
 * readers (ChartCard reads out the same figures as a table), so nothing in them may take the
 * keyboard's focus: Recharts' keyboard layer is off.
 */
export function HourDrawing({ data }: { data: Dashboard }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data.byHour} margin={{ left: -20 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="hour" tickLine={false} interval={2} fontSize={12} />
        <YAxis allowDecimals={false} fontSize={12} />
        <Tooltip formatter={(v) => [v, 'Orders']} labelFormatter={(h) => `${h}:00`} />
        <Bar dataKey="orders" fill={BRAND} radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function DayDrawing({ data }: { data: Dashboard }) {
  const days = data.byDay.map((d) => ({ ...d, label: d.date.slice(5) }));
  return (
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
  );
}

export function PaymentDrawing({ data }: { data: Dashboard }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart accessibilityLayer={false}>
        <Pie data={data.paymentMethods} dataKey="orders" nameKey="method" innerRadius="55%">
          {data.paymentMethods.map((p) => (
            <Cell key={p.method} fill={PAYMENT_COLOURS[p.method]} />
          ))}
        </Pie>
      </PieChart>
    </ResponsiveContainer>
  );
}
