import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { PAYMENT_MESSAGES } from '@grofresh/contracts';
import { buttonClass } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';

interface PaymentBridgeProps {
  /** The app's deep link, or null while unknown or when there is none. */
  appLink: string | null;
  /** Where the shopper can see the order on the web. */
  ordersHref: string;
}

/**
 * The payment redirect (docs/product/screens.md#payment-redirect): says what is happening, with a
 * tap to open the app and a way out.
 */
export function PaymentBridge({ appLink, ordersHref }: PaymentBridgeProps) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-6 py-12 text-center outline-none"
    >
      <Logo />
      <div role="status" aria-live="polite" className="mt-10 flex flex-col items-center gap-3">
        <Spinner className="size-10 border-4" />
        <h1 className="text-xl font-bold">{PAYMENT_MESSAGES.processing}</h1>
        <p className="text-sm text-gray-600">{PAYMENT_MESSAGES.redirectHint}</p>
      </div>
      <div className="mt-8 flex w-full flex-col gap-3">
        {appLink && (
          <a href={appLink} className={buttonClass('primary', 'lg')}>
            <ExternalLink className="size-5" aria-hidden />
            Open the app
          </a>
        )}
        <Link to={ordersHref} replace className={buttonClass('outline', 'lg')}>
          Go to My Orders
        </Link>
      </div>
    </main>
  );
}
