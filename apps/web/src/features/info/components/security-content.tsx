import { InfoArticle } from './info-article';

export function SecurityContent() {
  return (
    <InfoArticle lead="How we keep your account and payments safe, and how you can help.">
      <h2>Signing in</h2>
      <p>
        There is no password to steal: you sign in with a one-time code sent to your mobile number.
        Codes expire after 5 minutes and only a few attempts are allowed.
      </p>
      <h2>Payments</h2>
      <p>
        Card payments happen on the payment gateway's secure page. GroFresh never sees or stores
        your card number. The whole shop runs over HTTPS.
      </p>
      <h2>Stay safe</h2>
      <ul>
        <li>GroFresh staff will never ask you for your one-time code, card PIN or UPI PIN.</li>
        <li>Pay only through this shop, the store's QR code or cash to your delivery partner.</li>
        <li>
          Found a weakness? Tell us at the store or on WhatsApp; we fix reported issues first.
        </li>
      </ul>
    </InfoArticle>
  );
}
