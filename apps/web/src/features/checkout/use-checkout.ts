import { useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  deliveryAreaMessages,
  redeemableCoins,
  type SavedAddress,
  type DeliveryType,
  type Order,
  type PaymentMethod,
  type PickUpHours,
} from '@grofresh/contracts';
import { phoneDigits } from '@/lib/phone';
import { useSession } from '@/lib/session';
import { useStoreNow } from '@/lib/store-clock';
import { useRedeemEligibility } from './api/redeem-eligibility';
import { refusedLines, type CheckoutLine } from './checkout-line';
import { localFigures, serverFigures } from './order-figures';
import { orderIdFor } from './order-id';
import {
  dairyNeed,
  missingChoice,
  missingDairyLocation,
  orderRequest,
  type CheckoutChoices,
  type CheckoutDairy,
} from './order-request';
import { pickUpDays, pickUpInstant } from './pick-up-slots';
import { useStockHold } from './stock-hold';
import { usePlaceOrder, type Refused, type Repriced } from './use-place-order';
import { useStartPayment } from './use-start-payment';

/**
 * The checkout's choices (defaults: COD, DELIVERY, no pick-up time;
 * docs/product/records.md#checkout-defaults) and the order they make.
 */
export function useCheckout(
  lines: CheckoutLine[],
  addresses: SavedAddress[] | undefined,
  onPlaced: (order: Order) => void,
  hours: PickUpHours | undefined,
  options: {
    dairy?: CheckoutDairy;
    /** The address to start on (one just added for this checkout); else the newest. */
    chosenAddressId?: string | null;
    /** Back from a card payment: 'Pay Via Online' until the shopper chooses otherwise. */
    payingOnline?: boolean;
  } = {},
) {
  const { dairy } = options;
  const userId = useSession((s) => s.session?.user._id);
  const phone = useSession((s) => s.session?.user.phone ?? '');
  // The store's clock, not the phone's (docs/product.md, "The store's clock"); null until known.
  const now = useStoreNow(60_000);
  const [deliveryType, setDeliveryType] = useState<DeliveryType>('DELIVERY');
  // Null until the shopper chooses: COD, or 'Pay Via Online' back from a card payment (so a
  // failed one is never one tap from a cash order; docs/product.md, Card payments).
  const [chosenMethod, setPaymentMethod] = useState<PaymentMethod | null>(null);
  const paymentMethod = chosenMethod ?? (options.payingOnline ? 'CCAVENUE' : 'COD');
  const [addressId, setAddressId] = useState<string | null>(options.chosenAddressId ?? null);
  const [pickUp, setPickUp] = useState({ date: '', time: '' });
  const [useCoins, setUseCoins] = useState(false);
  const [repriced, setRepriced] = useState<Repriced | null>(null);
  // The server's sentence after it refused lines sold out or short; said while any is held.
  const [refusal, setRefusal] = useState<string | null>(null);
  const hold = useStockHold();
  const onRefused = ({ message, details }: Refused) => {
    hold.markRefused(refusedLines(lines, details));
    setRefusal(message);
  };
  const eligibility = useRedeemEligibility(Boolean(userId));
  const place = usePlaceOrder({ onPlaced, onRepriced: setRepriced, onRefused });
  const pay = useStartPayment(setRepriced, onRefused);
  // One order or payment at a time: a double click must not send a second.
  const sending = useRef(false);

  // Slots that have passed drop out as the clock moves; so does a chosen time among them.
  const days = useMemo(() => (now ? pickUpDays(now, hours) : []), [now, hours]);
  const day = days.find((d) => d.date === pickUp.date) ?? days[0];
  const time = day?.slots.includes(pickUp.time) ? pickUp.time : '';
  // Home delivery goes only to an address the store delivers to (docs/product/rules.md#delivery-area):
  // the others are listed but not chosen, and with none deliverable there is no address.
  const deliverable = addresses?.filter((a) => a.deliverable);
  const address = deliverable?.find((a) => a._id === addressId) ?? deliverable?.[0] ?? null;

  // Coins are offered only when the server says this shopper may redeem now
  // (docs/product/calls.md#trust).
  const allowed = eligibility.data?.hasPendingRedeemedOrder ? eligibility.data.redeemableCoins : 0;
  const coinsOffered = redeemableCoins(allowed, localFigures(lines, 0).subtotal);
  const redeem = useCoins && coinsOffered > 0;
  const figuresKey = JSON.stringify([lines.map((l) => [l.key, l.quantity]), redeem]);
  const figures =
    repriced?.figuresKey === figuresKey
      ? serverFigures(repriced.details)
      : localFigures(lines, redeem ? coinsOffered : 0);

  const choices: CheckoutChoices = {
    deliveryType,
    paymentMethod,
    address,
    pickUpAt: day && time ? pickUpInstant(day.date, time) : null,
  };
  const request = orderRequest(lines, choices, figures, userId);
  const orderId = orderIdFor(JSON.stringify(request));
  const dairyOrder = dairyNeed(choices, dairy);

  const confirm = () => {
    const problem =
      deliveryType === 'DELIVERY' && !address && deliverable?.length === 0 && addresses?.length
        ? deliveryAreaMessages.notServiceable
        : (missingChoice(choices) ?? missingDairyLocation(dairyOrder, dairy));
    if (problem) {
      toast.error(problem);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    const settled = { onSettled: () => void (sending.current = false) };
    // Asked again here: a payment given up since the last render has forgotten its orderId.
    // The location is left out of the orderId: a retry after the location was checked again
    // is the same order (the server leaves it out of the order's fingerprint too).
    const location = dairyOrder.location ? { location: dairyOrder.location } : {};
    const body = { ...request, orderId: orderIdFor(JSON.stringify(request)), ...location };
    // Online payment starts only above zero (docs/product/records.md#payment-return); a total paid
    // with coins is placed as is.
    if (body.paymentMethod === 'CCAVENUE' && figures.total > 0) {
      // `amount` is the total shown; mobile_no the signed-in shopper's number
      // (docs/product/calls.md).
      const payment = { ...body, paymentMethod: 'CCAVENUE' as const };
      const mobile = phoneDigits(phone);
      pay.mutate(
        { body: { ...payment, amount: body.totalAmount, mobile_no: mobile }, figuresKey },
        settled,
      );
      return;
    }
    place.mutate({ body, figuresKey }, settled);
  };

  return {
    deliveryType,
    setDeliveryType,
    paymentMethod,
    setPaymentMethod,
    address,
    setAddressId,
    days,
    pickUp: { date: day?.date ?? '', time },
    setPickUp,
    coinsOffered,
    useCoins: redeem,
    setUseCoins,
    figures,
    dairyOrder,
    repriced: repriced?.figuresKey === figuresKey ? repriced : null,
    refusal: hold.reason === null ? null : refusal,
    orderId,
    now,
    confirm,
    placing: place.isPending || pay.isPending,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
