import { sql } from 'drizzle-orm';
import { paymentMethods, STORE_TIME_ZONE, toRupees, type Dashboard } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';

export interface StatsRange {
  /** Store dates, both ends included. */
  from: string;
  to: string;
  /** The instants they stand for: [start, end). */
  start: Date;
  end: Date;
}

type OrderStats = Omit<Dashboard, 'from' | 'to' | 'coins' | 'stock'>;

const num = (value: unknown) => Number(value ?? 0);

/**
 * The dashboard's order figures, each computed by PostgreSQL over the range (the created_at
 * index serves every query); empty hours and days come from generate_series.
 */
export async function orderStats(db: DbOrTx, range: StatsRange): Promise<OrderStats> {
  const inRange = sql`o.created_at >= ${range.start} and o.created_at < ${range.end}`;
  const local = sql`(o.created_at at time zone ${STORE_TIME_ZONE})`;
  const [totals, hours, days, items, methods] = await Promise.all([
    db.execute(sql`
      select count(*) as placed,
        count(*) filter (where o.status = 'DELIVERED') as delivered,
        count(*) filter (where o.status = 'CANCELLED') as cancelled,
        count(*) filter (where o.status in ('PENDING', 'ACCEPTED')) as open,
        coalesce(sum(o.total_paise) filter (where o.status = 'DELIVERED'), 0) as revenue
      from orders o where ${inRange}`),
    db.execute(sql`
      select h.hour, count(o.id) as orders
      from generate_series(0, 23) as h(hour)
      left join orders o on ${inRange} and extract(hour from ${local}) = h.hour
      group by h.hour order by h.hour`),
    db.execute(sql`
      select to_char(d.day, 'YYYY-MM-DD') as date, count(o.id) as orders,
        coalesce(sum(o.total_paise) filter (where o.status = 'DELIVERED'), 0) as revenue
      from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d(day)
      left join orders o on ${inRange} and ${local}::date = d.day::date
      group by d.day order by d.day`),
    db.execute(sql`
      select l.item_id, max(l.name) as name, sum(l.quantity) as quantity,
        sum(l.line_total_paise) as revenue
      from orders o join order_lines l on l.order_id = o.id
      where ${inRange} and o.status <> 'CANCELLED'
      group by l.item_id order by quantity desc, revenue desc, name limit 10`),
    db.execute(sql`
      select o.payment_method as method, count(*) as orders, sum(o.total_paise) as amount
      from orders o where ${inRange} and o.status <> 'CANCELLED'
      group by o.payment_method order by orders desc, method`),
  ]);
  const t = totals.rows[0] ?? {};
  const delivered = num(t.delivered);
  const revenue = num(t.revenue);
  return {
    orders: {
      placed: num(t.placed),
      delivered,
      cancelled: num(t.cancelled),
      open: num(t.open),
    },
    revenue: toRupees(revenue),
    averageOrderValue: delivered ? toRupees(Math.round(revenue / delivered)) : 0,
    byHour: hours.rows.map((r) => ({ hour: num(r.hour), orders: num(r.orders) })),
    byDay: days.rows.map((r) => ({
      date: String(r.date),
      orders: num(r.orders),
      revenue: toRupees(num(r.revenue)),
    })),
    topItems: items.rows.map((r) => ({
      itemId: String(r.item_id),
      name: String(r.name),
      quantity: num(r.quantity),
      revenue: toRupees(num(r.revenue)),
    })),
    paymentMethods: methods.rows.flatMap((r) => {
      const method = paymentMethods.find((m) => m === r.method);
      return method ? [{ method, orders: num(r.orders), amount: toRupees(num(r.amount)) }] : [];
    }),
  };
}
