import type { ReactNode } from 'react';
import { formatRupees, stateWithCode, type GstMonth } from '@grofresh/contracts';

const money = (n: number) => formatRupees(n);

function Table({
  caption,
  note,
  head,
  rows,
}: {
  caption: string;
  note: string;
  head: string[];
  rows: ReactNode[][];
}) {
  return (
    <section className="rounded-2xl border border-gray-200 bg-white p-4">
      <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={caption}>
        <table className="w-full text-xs sm:text-sm">
          <caption className="mb-2 text-left">
            <span className="block text-base font-bold text-gray-900">{caption}</span>
            <span className="text-gray-600">{note}</span>
          </caption>
          <thead>
            <tr className="border-b border-gray-200 text-left text-gray-700">
              {head.map((h, i) => (
                <th
                  key={h}
                  scope="col"
                  className={i > 0 ? 'px-1 py-1 text-right sm:px-2' : 'py-1 pr-1 sm:pr-2'}
                >
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={head.length} className="py-2 text-gray-600">
                  Nothing this month.
                </td>
              </tr>
            ) : (
              rows.map((cells, r) => (
                <tr key={r} className="border-b border-gray-100 last:border-0">
                  {cells.map((c, i) => (
                    <td
                      key={i}
                      className={
                        i > 0 ? 'tabular px-1 py-1 text-right sm:px-2' : 'tabular py-1 pr-1 sm:pr-2'
                      }
                    >
                      {c}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Documents({ title, docs }: { title: string; docs: GstMonth['documents'] }) {
  return (
    <div>
      <dt className="font-semibold text-gray-900">{title}</dt>
      <dd className="tabular text-gray-700">
        {docs.count === 0
          ? 'None issued'
          : `${docs.count} issued: ${docs.first} to ${docs.last}, ${docs.cancelled} cancelled`}
      </dd>
    </div>
  );
}

/**
 * A month's figures for GSTR-1 (docs/product/rules.md#gst-invoices): consumer supplies by
 * rate and place of supply, the HSN summary, and the documents issued, net of credit notes.
 */
export function GstMonthView({ month }: { month: GstMonth }) {
  const tax = ['Taxable value', 'CGST', 'SGST'];
  return (
    <div className="space-y-4">
      <section className="rounded-2xl border border-gray-200 bg-white p-4">
        <h2 className="text-base font-bold">Documents issued</h2>
        <dl className="mt-2 grid gap-3 text-sm sm:grid-cols-2">
          <Documents title="Invoices" docs={month.documents} />
          <Documents title="Credit notes" docs={month.creditNotes} />
        </dl>
        {month.creditNotes.count > 0 && (
          <p className="tabular mt-2 text-sm text-gray-700">
            Credited {money(month.creditNotes.total)}: taxable{' '}
            {money(month.creditNotes.taxableValue)}, CGST {money(month.creditNotes.cgst)}, SGST{' '}
            {money(month.creditNotes.sgst)}
          </p>
        )}
      </section>
      <Table
        caption="Consumer (B2C) supplies"
        note="By rate and place of supply, less the month's credit notes (0 %: nil-rated and exempt)."
        head={['Rate', 'Place of supply', ...tax]}
        rows={month.b2cs.map((r) => [
          `${r.rate} %`,
          stateWithCode(r.placeOfSupply),
          money(r.taxableValue),
          money(r.cgst),
          money(r.sgst),
        ])}
      />
      <Table
        caption="HSN summary"
        note="Quantity, taxable value and tax by HSN code and rate."
        head={['HSN', 'Rate', 'Quantity', ...tax]}
        rows={month.hsn.map((r) => [
          r.hsn,
          `${r.rate} %`,
          r.quantity,
          money(r.taxableValue),
          money(r.cgst),
          money(r.sgst),
        ])}
      />
    </div>
  );
}
