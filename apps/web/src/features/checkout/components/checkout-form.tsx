import type { Address, Order, PickUpHours, SavedAddress } from '@grofresh/contracts';
import { usePaymentOptions } from '../api/payments';
import type { CheckoutLine } from '../checkout-line';
import type { CheckoutDairy } from '../order-request';
import type { PaymentNotice } from '../payment-return';
import { useCheckout } from '../use-checkout';
import { AddressChoice } from './address-choice';
import { CoinsOption } from './coins-option';
import { ConfirmBar } from './confirm-bar';
import { DairyNotice } from './dairy-notice';
import { DeliveryOption } from './delivery-option';
import { OrderSummary } from './order-summary';
import { PaymentMethodChoice } from './payment-method';
import { PaymentNoticeBox } from './payment-notice';
import { PickUpPicker } from './pick-up-picker';
import { UpiQr, type UpiPayee } from './upi-qr';

interface CheckoutFormProps {
  lines: CheckoutLine[];
  /** Undefined while loading. */
  addresses: SavedAddress[] | undefined;
  describeAddress: (address: Address) => string;
  payee: UpiPayee | undefined;
  storeName?: string;
  /** The store's pick-up hours; the default hours until the store settings arrive. */
  pickUpHours?: PickUpHours;
  onPlaced: (order: Order) => void;
  /**
   * The cart's dairy and the shopper's checked location (docs/product/rules.md#dairy); none, no
   * dairy rule.
   */
  dairy?: CheckoutDairy;
  /** An address just added for this checkout, to start on. */
  chosenAddressId?: string | null;
  /** What became of the card payment the shopper came back from, if any. */
  paymentNotice?: PaymentNotice | null;
}

/**
 * Checkout (docs/product/screens.md#checkout): how it comes, where, how it is paid, coins, summary
 * and 'Confirm Order'.
 */
export function CheckoutForm({
  lines,
  addresses,
  describeAddress,
  payee,
  storeName,
  pickUpHours,
  onPlaced,
  dairy,
  chosenAddressId,
  paymentNotice = null,
}: CheckoutFormProps) {
  const payments = usePaymentOptions();
  // A failed question counts as no: the shopper can still pay another way.
  const online = payments.isError ? false : payments.data?.online;
  // Back from a card payment, 'Pay Via Online' stays chosen (docs/product.md, Card payments).
  const payingOnline = paymentNotice !== null && online !== false;
  const c = useCheckout(lines, addresses, onPlaced, pickUpHours, {
    dairy,
    chosenAddressId,
    payingOnline,
  });
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[minmax(0,1fr)_22rem] md:items-start">
      <div className="space-y-4">
        <DeliveryOption value={c.deliveryType} onChange={c.setDeliveryType} />
        {c.deliveryType === 'DELIVERY' ? (
          <AddressChoice
            addresses={addresses}
            selected={c.address}
            onSelect={c.setAddressId}
            describe={describeAddress}
          />
        ) : (
          <PickUpPicker
            days={c.days}
            value={c.pickUp}
            onChange={c.setPickUp}
            now={c.now}
            storeName={storeName}
            hours={pickUpHours}
          />
        )}
        {dairy && <DairyNotice dairy={dairy} need={c.dairyOrder} />}
        <PaymentMethodChoice
          value={c.paymentMethod}
          onChange={c.setPaymentMethod}
          online={online}
          notice={paymentNotice && <PaymentNoticeBox notice={paymentNotice} />}
        >
          {c.paymentMethod === 'QR' && (
            <UpiQr payee={payee} amount={c.figures.total} orderId={c.orderId} />
          )}
        </PaymentMethodChoice>
        {c.coinsOffered > 0 && (
          <CoinsOption coins={c.coinsOffered} checked={c.useCoins} onChange={c.setUseCoins} />
        )}
      </div>
      <div className="space-y-4 md:sticky md:top-16">
        <OrderSummary figures={c.figures} repriced={c.repriced} refusal={c.refusal} />
        <ConfirmBar total={c.figures.total} onConfirm={c.confirm} disabled={c.placing} />
      </div>
    </div>
  );
}
