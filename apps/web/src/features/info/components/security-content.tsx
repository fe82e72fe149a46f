import { InfoArticle } from './info-article';

export function SecurityContent() {
  return (
    <InfoArticle lead="How we keep your account and payments safe, and how you can help.">
      <h2>Signing in</h2>
      <p>
        There is no password to steal: you sign in with a 6-digit one-time code sent to your mobile
        number. A code expires after 5 minutes and stops working after 5 wrong tries, and a number
        can ask for a new code only every 30 seconds.
      </p>
      <p>Changing your number or deleting your account signs you out on every device at once.</p>
      <h2>Payments</h2>
      <p>
        Card payments happen on the payment gateway’s own secure page. GroFresh never sees or stores
        your card number. We check every payment with the gateway before placing the order.
      </p>
      <h2>Stay safe</h2>
      <ul>
        <li>GroFresh staff will never ask you for your one-time code, card PIN or UPI PIN.</li>
        <li>Pay only through this shop, the store’s QR code or cash to your delivery partner.</li>
        <li>Found a weakness? Tell us at the store, by phone or on WhatsApp.</li>
      </ul>
    </InfoArticle>
  );
}
