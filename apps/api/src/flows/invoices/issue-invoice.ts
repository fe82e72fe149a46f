import {
  DEFAULT_GST_RATE,
  invoiceMath,
  PAISE_PER_COIN,
  type Address,
  type SaleLine,
  type StoreSettings,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { taxDataOf } from '../../modules/catalog/item-tax';
import {
  issueInvoice,
  type InvoiceRow,
  type InvoiceSnapshot,
} from '../../modules/invoices/invoices.service';
import { linesOf as orderLinesOf, type OrderRow } from '../../modules/orders/orders.service';
import { findStoreSettings } from '../../modules/store/store.service';
import {
  linesOf as tableLinesOf,
  type TableOrderRow,
} from '../../modules/table-orders/table-orders.service';
import { findUserById } from '../../modules/users/users.service';

interface Sold {
  itemId: string;
  name: string;
  variantName: string | null;
  quantity: number;
  unitPricePaise: number;
  lineTotalPaise: number;
}

const addressText = (a: Address | null): string =>
  a ? [a.flat, a.floor, a.locality, a.landmark, a.city, a.zip].filter(Boolean).join(', ') : '';

/**
 * The invoice of a sale as it stands (docs/product/rules.md#gst-invoices): the lines with their
 * items' HSN codes and rates now, the store's seller details and coin setting now, the buyer.
 */
async function snapshotOf(
  tx: DbOrTx,
  sale: { sold: Sold[]; coins: number; buyer: InvoiceSnapshot['buyer']; orderRef: string },
): Promise<InvoiceSnapshot> {
  // One after the other: a transaction is one connection, which runs one query at a time
  // (pg warns of a query sent while another runs, and will refuse it).
  const store = await findStoreSettings(tx);
  const tax = await taxDataOf(
    tx,
    sale.sold.map((l) => l.itemId),
  );
  const registered = Boolean(store?.gstin);
  const lines: SaleLine[] = sale.sold.map((l) => ({
    name: l.variantName ? `${l.name} (${l.variantName})` : l.name,
    hsn: tax.get(l.itemId)?.hsn ?? null,
    gstRate: tax.get(l.itemId)?.gstRate ?? DEFAULT_GST_RATE,
    quantity: l.quantity,
    unitPricePaise: l.unitPricePaise,
    totalPaise: l.lineTotalPaise,
  }));
  const coinsOnInvoice = store?.coinsOnInvoice ?? 'PAYMENT';
  const math = invoiceMath(lines, {
    coinsPaise: sale.coins * PAISE_PER_COIN,
    coinsOnInvoice,
    registered,
  });
  return {
    kind: math.kind,
    seller: sellerOf(store),
    buyer: sale.buyer,
    // Every sale is made at or from the store: intra-State, supplied in the store's state.
    placeOfSupply: registered ? store!.stateCode : null,
    coinsOnInvoice,
    orderRef: sale.orderRef,
    lines: math.lines,
    sums: math.sums,
  };
}

const sellerOf = (store: StoreSettings | null): InvoiceSnapshot['seller'] => ({
  name: store?.legalName || store?.name || '',
  address: store?.address ?? '',
  gstin: store?.gstin ?? null,
  stateCode: store?.gstin ? store.stateCode : null,
});

/**
 * Issues a delivered order's invoice in the delivery's transaction, under the order's row lock
 * the caller holds: a replayed delivery finds it issued and issues none.
 */
export async function issueOrderInvoice(
  tx: DbOrTx,
  order: OrderRow,
  now: Date,
): Promise<InvoiceRow> {
  const lines = await orderLinesOf(tx, [order.id]);
  const user = await findUserById(tx, order.userId);
  const sold = (lines.get(order.id) ?? []).map((l) => ({
    ...l,
    unitPricePaise: l.discountPricePaise > 0 ? l.discountPricePaise : l.pricePaise,
  }));
  const address = order.deliveryType === 'DELIVERY' ? (order.address ?? null) : null;
  const snapshot = await snapshotOf(tx, {
    sold,
    coins: order.redeemedCoins,
    orderRef: order.orderId,
    buyer: {
      name: order.address?.name || user?.name || '',
      phone: user?.phone ?? '',
      address: addressText(address),
    },
  });
  return issueInvoice(tx, { type: 'ORDER', id: order.id, userId: order.userId }, snapshot, now);
}

/** Issues a completed counter order's invoice, under its row lock, once. */
export async function issueTableOrderInvoice(
  tx: DbOrTx,
  order: TableOrderRow,
  now: Date,
): Promise<InvoiceRow> {
  const lines = await tableLinesOf(tx, [order.id]);
  const user = await findUserById(tx, order.userId);
  const snapshot = await snapshotOf(tx, {
    sold: lines.get(order.id) ?? [],
    coins: 0,
    orderRef: order.token,
    buyer: { name: user?.name ?? '', phone: user?.phone ?? '', address: '' },
  });
  return issueInvoice(
    tx,
    { type: 'TABLE_ORDER', id: order.id, userId: order.userId },
    snapshot,
    now,
  );
}
