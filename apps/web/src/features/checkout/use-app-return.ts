import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { leavePageFor } from '@/lib/leave-page';
import { usePaymentOptions } from './api/payments';
import { appReturnLink } from './app-return-link';

/** How long /payment-redirect waits for the app to take over before showing the orders. */
export const APP_RETURN_FALLBACK_MS = 5_000;

/**
 * /payment-redirect: sends the browser to the app's deep link as soon as it is known, once,
 * and to `fallbackHref` after 5 s if the page is still open (no app took the link).
 */
export function useAppReturn(fallbackHref: string): string | null {
  const [query] = useSearchParams();
  const options = usePaymentOptions();
  const navigate = useNavigate();
  const deepLink = options.data?.appDeepLink;
  const link = deepLink ? appReturnLink(deepLink, query) : null;
  const sent = useRef(false);

  useEffect(() => {
    if (!link || sent.current) return;
    sent.current = true;
    leavePageFor(link);
  }, [link]);

  useEffect(() => {
    const timer = setTimeout(
      () => void navigate(fallbackHref, { replace: true }),
      APP_RETURN_FALLBACK_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate, fallbackHref]);

  return link;
}
