import { formatRupees, type Dashboard } from '@grofresh/contracts';

/** The headline figures, each readable on its own. */
export function FigureCards({ data }: { data: Dashboard }) {
  const figures: [label: string, value: string, note?: string][] = [
    [
      'Orders',
      String(data.orders.placed),
      `${data.orders.delivered} delivered · ${data.orders.cancelled} cancelled · ${data.orders.open} open`,
    ],
    ['Revenue', formatRupees(data.revenue), 'from delivered orders'],
    ['Average order value', formatRupees(data.averageOrderValue), 'of delivered orders'],
    [
      'Grocoins',
      `${data.coins.earned} earned`,
      `${data.coins.redeemed} redeemed · ${data.coins.refunded} given back`,
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map(([label, value, note]) => (
        <div key={label} className="rounded-2xl border border-gray-200 bg-white p-4">
          <dt className="text-sm font-medium text-gray-600">{label}</dt>
          <dd className="tabular mt-1 text-2xl font-bold text-gray-900">{value}</dd>
          {note && <dd className="mt-1 text-xs text-gray-600">{note}</dd>}
        </div>
      ))}
    </dl>
  );
}
