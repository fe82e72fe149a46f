import { ORDER_ID_PATTERN, paymentReturns } from '@grofresh/contracts';
import { oneOf } from '@/lib/url-params';

/** Schemes a deep link must never have: they would run or show something in this page. */
const UNSAFE_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'blob:', 'file:']);

/**
 * The payment redirect (docs/product/screens.md#payment-redirect): the mobile app's deep link
 * (APP_DEEP_LINK, e.g. grofresh://payment-status) with only the status (success, failed or aborted;
 * anything else is failed) and the order id (only a well-formed one). Null when there is no usable
 * link.
 */
export function appReturnLink(appDeepLink: string, query: URLSearchParams): string | null {
  let scheme: string;
  try {
    scheme = new URL(appDeepLink).protocol;
  } catch {
    return null;
  }
  if (UNSAFE_SCHEMES.has(scheme)) return null;
  const status = oneOf(paymentReturns, query.get('status')) ?? 'failed';
  const orderId = query.get('orderId');
  const passed = new URLSearchParams({ status });
  if (orderId !== null && ORDER_ID_PATTERN.test(orderId)) passed.set('orderId', orderId);
  return `${appDeepLink}${appDeepLink.includes('?') ? '&' : '?'}${passed}`;
}
