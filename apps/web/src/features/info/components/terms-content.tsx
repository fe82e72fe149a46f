import type { Store } from '@grofresh/contracts';
import { CUTOFF_TEXT, dairyRangeText, EVENING_SLOT_TEXT, storeNameOf } from '../shop-facts';
import { InfoArticle } from './info-article';

export function TermsContent({ store }: { store: Store | undefined }) {
  return (
    <InfoArticle
      lead={`These terms apply when you shop at ${storeNameOf(store)}${store?.address ? `, ${store.address}` : ''}, on this website.`}
    >
      <h2>Orders</h2>
      <p>
        An order is placed when you see it under My Orders. Orders placed before {CUTOFF_TEXT} are
        delivered the same day by {EVENING_SLOT_TEXT}; orders placed from {CUTOFF_TEXT} the next
        day. The store may cancel an order, for example when an item has run out; it tells you why
        by SMS, gives back any Grocoins you used and refunds an online payment.
      </p>
      <h2>Prices and payment</h2>
      <p>
        Prices are in Indian rupees. The price charged is the one shown when you confirm the order:
        if a price changed since you filled your cart, checkout shows the new figures before you
        confirm. You can pay cash on delivery, by the store’s UPI QR code or online by card.
      </p>
      <h2>Delivery and pick-up</h2>
      <ul>
        <li>Delivery is free. Dairy and daily milk are delivered only {dairyRangeText(store)}.</li>
        <li>Store pick-up orders wait for you at the counter from the time you choose.</li>
        <li>
          If anything arrives damaged or wrong, raise a complaint about the order from My Account.
        </li>
      </ul>
      <h2>Cancellations and refunds</h2>
      <p>
        You can cancel your order yourself while it is Pending, from My Orders. Once the store has
        accepted it and is packing it, it can no longer be cancelled. When an order is cancelled,
        Grocoins you used come back, and an online payment is refunded to the card or account you
        paid from; a UPI QR payment is returned by the store.
      </p>
      <h2>Grocoins</h2>
      <p>
        You earn 1% of each delivered order’s items total as Grocoins (1 Grocoin = ₹1). Grocoins
        have no cash value outside GroFresh, cannot be transferred, and are lost if you delete your
        account.
      </p>
    </InfoArticle>
  );
}
