import type { InitiatePaymentResponse } from '@grofresh/contracts';

/**
 * The browser posts a hidden form (docs/product/records.md#payment-return) to the gateway's URL
 * with encRequest, access_code and command=initiateTransaction. Built with DOM calls (no markup, no
 * inline script); only an http(s) address is followed.
 */
export function postToGateway({ ccavenueUrl, encRequest, accessCode }: InitiatePaymentResponse) {
  const url = new URL(ccavenueUrl, window.location.href);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`Not a payment gateway address: ${ccavenueUrl}`);
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url.href;
  form.hidden = true;
  const fields = { encRequest, access_code: accessCode, command: 'initiateTransaction' };
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** How long the spinner waits for the gateway's page before giving the checkout back. */
const LEAVE_TIMEOUT_MS = 60_000;

/**
 * Settles when the page is still here after leaving was asked for: the Back button restored it
 * from the browser's cache, or the gateway's page never came. Until then the spinner stays on.
 */
export const untilPageStays = () =>
  new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('pageshow', onShow);
      clearTimeout(timer);
      resolve();
    };
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) done();
    };
    const timer = setTimeout(done, LEAVE_TIMEOUT_MS);
    window.addEventListener('pageshow', onShow);
  });
