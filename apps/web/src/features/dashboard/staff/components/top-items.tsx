import { formatRupees, type Dashboard } from '@grofresh/contracts';

/** The items sold most in the range, by quantity (cancelled orders left out). */
export function TopItems({ data }: { data: Dashboard }) {
  return (
    <section
      aria-labelledby="top-items"
      className="rounded-2xl border border-gray-200 bg-white p-4"
    >
      <h2 id="top-items" className="mb-3 font-bold">
        Top items
      </h2>
      {data.topItems.length === 0 ? (
        <p className="text-sm text-gray-600">Nothing sold in these days.</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-gray-200 text-left text-gray-600">
              <th scope="col" className="py-1 font-medium">
                Item
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Sold
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {data.topItems.map((item) => (
              <tr key={item.itemId} className="border-b border-gray-100 last:border-0">
                <td className="py-1.5 pr-2">{item.name}</td>
                <td className="tabular py-1.5 pl-3 text-right">{item.quantity}</td>
                <td className="tabular py-1.5 pl-3 text-right whitespace-nowrap">
                  {formatRupees(item.revenue)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
