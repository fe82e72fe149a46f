import {
  deliveryTypeLabel,
  formatRupees,
  type Address,
  type StaffOrder,
  type Store,
} from '@grofresh/contracts';
import { formatDateTime } from '@/lib/format-date';
import { paymentMethodLabel } from '@/lib/payment-method-label';
import { formatPhone } from '@/lib/phone';
import { amountToCollect, cashNote } from '../order-actions';
import { paymentFacts, paymentStatusLabel, refundText } from '../payment-text';

interface PackingSlipProps {
  order: StaffOrder;
  store: Store | undefined;
  describeAddress: (address: Address) => string;
}

const collectNote = (order: StaffOrder): string => {
  const cash = cashNote(order);
  if (cash) return cash;
  if (amountToCollect(order) > 0) return 'Cancelled: nothing to collect';
  if (order.paymentMethod === 'QR') {
    return `Check the UPI payment of ${formatRupees(order.totalAmount)} before handing over`;
  }
  return 'Paid online: nothing to collect';
};

/** What the packer ticks off and the rider carries: lines, where to, and what to collect. */
export function PackingSlip({ order, store, describeAddress }: PackingSlipProps) {
  return (
    <article
      aria-label={`Packing slip ${order.orderId}`}
      className="mx-auto max-w-2xl bg-white p-6 text-sm text-black print:p-0"
    >
      <header className="flex items-start justify-between gap-4 border-b-2 border-black pb-3">
        <div>
          <p className="text-lg font-extrabold">{store?.name ?? 'GroFresh'}</p>
          {store?.address && <p>{store.address}</p>}
          {store?.phone && <p className="tabular">{formatPhone(store.phone)}</p>}
        </div>
        <div className="text-right">
          <h1 className="text-lg font-bold">Packing slip</h1>
          <p className="tabular font-semibold [overflow-wrap:anywhere]">{order.orderId}</p>
          <p>{formatDateTime(order.createdAt)}</p>
        </div>
      </header>

      <section aria-label="Deliver to" className="grid gap-1 border-b border-gray-400 py-3">
        <p className="font-bold">
          {deliveryTypeLabel[order.deliveryType]}
          {order.estimatedTimePickUp && ` · ${formatDateTime(order.estimatedTimePickUp)}`}
        </p>
        {order.address && (
          <p>
            {order.address.name}
            {order.address.phone && ` · ${formatPhone(order.address.phone)}`}
            <br />
            {describeAddress(order.address)}
          </p>
        )}
        <p>Shopper: {formatPhone(order.customer.phone)}</p>
        {order.assignedTo && (
          <p>
            Delivery: {order.assignedTo.name} · {formatPhone(order.assignedTo.phone)}
          </p>
        )}
      </section>

      <table className="my-3 w-full border-collapse">
        <thead>
          <tr className="border-b border-black text-left">
            <th scope="col" className="w-8 py-1">
              <span className="sr-only">Packed</span>
            </th>
            <th scope="col" className="w-12 py-1 text-right">
              Qty
            </th>
            <th scope="col" className="py-1 pl-3">
              Item
            </th>
            <th scope="col" className="py-1 text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.cartItems.map((line) => (
            <tr
              key={`${line.itemId._id}-${line.variantName ?? ''}`}
              className="border-b border-gray-300"
            >
              <td className="py-1.5" aria-hidden>
                <span className="inline-block size-4 border border-black" />
              </td>
              <td className="tabular py-1.5 text-right font-bold">{line.quantity}</td>
              <td className="py-1.5 pl-3">
                {line.name}
                {line.variantName && ` (${line.variantName})`}
              </td>
              <td className="tabular py-1.5 text-right">{formatRupees(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="tabular ml-auto grid w-64 grid-cols-2 gap-y-1">
        <dt>Subtotal</dt>
        <dd className="text-right">{formatRupees(order.subtotal)}</dd>
        {order.redeemedCoins > 0 && (
          <>
            <dt>Grocoins</dt>
            <dd className="text-right">−{formatRupees(order.redeemedCoins)}</dd>
          </>
        )}
        <dt className="font-bold">Total</dt>
        <dd className="text-right font-bold">{formatRupees(order.totalAmount)}</dd>
      </dl>
      <div className="mt-4 border-2 border-black p-3">
        <p>Payment: {paymentMethodLabel[order.paymentMethod]}</p>
        {order.payment && (
          <p>
            {paymentStatusLabel[order.payment.status]} {formatRupees(order.payment.amount)}
            {paymentFacts(order.payment).map(({ label, value }) => ` · ${label} ${value}`)}
          </p>
        )}
        {order.payment?.refund && (
          <p className="font-semibold">{refundText(order.payment.refund)}</p>
        )}
        <p className="text-base font-bold">{collectNote(order)}</p>
      </div>
    </article>
  );
}
