import { InfoArticle } from './info-article';

export function TermsContent() {
  return (
    <InfoArticle lead="These terms apply when you shop at GroFresh Indiranagar, Bengaluru, on this website or our app.">
      <h2>Orders</h2>
      <p>
        An order is confirmed when you see it under My Orders. Orders placed after 3:00 PM are
        packed and delivered the next day. We may cancel an order if an item runs out; you are then
        not charged for it.
      </p>
      <h2>Prices and payment</h2>
      <p>
        Prices are in Indian rupees and include taxes. The price charged is the one in your cart
        when you confirm the order. You can pay cash on delivery, by UPI QR code or online by card.
      </p>
      <h2>Delivery and pick-up</h2>
      <ul>
        <li>Delivery is free. Dairy and daily milk are delivered only within 6 km of the store.</li>
        <li>Store pick-up orders wait for you at the counter from the time you choose.</li>
        <li>Please check fresh products at the door; we replace anything damaged or spoiled.</li>
      </ul>
      <h2>Cancellations and refunds</h2>
      <p>
        Once an order is packed it can no longer be cancelled. If we are late or short on an item,
        the refund goes back the way you paid, or as Grocoins if you prefer.
      </p>
      <h2>Grocoins</h2>
      <p>
        You earn 1% of each delivered order as Grocoins (1 Grocoin = ₹1). Grocoins have no cash
        value outside GroFresh and cannot be transferred.
      </p>
    </InfoArticle>
  );
}
