import { formatRupees, toRupees } from '@grofresh/contracts';

/**
 * The stand-in's HTML: the payment page, the page that posts the response back to the shop,
 * and the gateway's plain error page. No inline scripts or styles (a strict CSP applies):
 * the look comes from page.css and the automatic return from return.js. Every value is escaped.
 */

export const SIMULATOR_BASE_PATH = '/api/payments/ccAvenue/simulator';
export const SIMULATOR_DECIDE_PATH = `${SIMULATOR_BASE_PATH}/decide`;
export const SIMULATOR_SCRIPT_PATH = `${SIMULATOR_BASE_PATH}/return.js`;
export const SIMULATOR_STYLE_PATH = `${SIMULATOR_BASE_PATH}/page.css`;

/** What the pages allow: their own stylesheet and script, forms posted to http(s) only. */
export const SIMULATOR_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "script-src 'self'",
  "form-action 'self' http: https:",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SIMULATOR_STYLE_PATH}">
</head>
<body>
<p class="banner">Development stand-in for CCAvenue (CCAVENUE_MODE=simulator). No money moves.</p>
<main>
${body}
</main>
</body>
</html>
`;

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

export interface PaymentPageView {
  merchantId: string;
  orderId: string;
  amountPaise: number;
  billingName: string | null;
  billingTel: string | null;
  encRequest: string;
  accessCode: string;
}

export function paymentPage(view: PaymentPageView): string {
  const rows: [string, string][] = [
    ['Merchant', view.merchantId],
    ['Order', view.orderId],
    ['Amount', formatRupees(toRupees(view.amountPaise))],
    ...(view.billingName ? [['Name', view.billingName] as [string, string]] : []),
    ...(view.billingTel ? [['Phone', view.billingTel] as [string, string]] : []),
  ];
  const details = rows
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n');
  return page(
    'Payment gateway (simulator)',
    `<h1>Payment gateway (simulator)</h1>
<p>This page imitates CCAvenue's payment page so that the shop can be developed and tested
without an account. Choose what the card payment does.</p>
<dl class="order">
${details}
</dl>
<form method="post" action="${SIMULATOR_DECIDE_PATH}">
${hidden('encRequest', view.encRequest)}
${hidden('access_code', view.accessCode)}
<div class="actions">
<button type="submit" name="outcome" value="pay" class="pay">Pay</button>
<button type="submit" name="outcome" value="fail" class="fail">Fail</button>
<button type="submit" name="outcome" value="cancel" class="cancel">Cancel</button>
</div>
</form>`,
  );
}

/** The page the gateway answers after a decision: it posts the response to the shop. */
export function returnPage(view: { action: string; encResp: string; orderNo: string }): string {
  return page(
    'Returning to the shop…',
    `<h1>Returning to the shop…</h1>
<form id="return" method="post" action="${escapeHtml(view.action)}">
${hidden('encResp', view.encResp)}
${hidden('orderNo', view.orderNo)}
<button type="submit">Return to the shop</button>
</form>
<script src="${SIMULATOR_SCRIPT_PATH}"></script>`,
  );
}

/** The gateway's plain error page. */
export function errorPage(message: string): string {
  return page(
    'Error',
    `<h1>Error</h1>
<p class="error">${escapeHtml(message)}</p>`,
  );
}

export const RETURN_SCRIPT = `// Posts the gateway's response back to the shop, as CCAvenue's page does.
(function () {
  var form = document.getElementById('return');
  if (form) HTMLFormElement.prototype.submit.call(form);
})();
`;

export const PAGE_STYLE = `body {
  margin: 0;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color: #1f2933;
  background: #f4f5f7;
}
.banner {
  margin: 0;
  padding: 0.6rem 1rem;
  background: #fff3c4;
  color: #7a5b00;
  font-weight: 600;
  text-align: center;
}
main {
  max-width: 28rem;
  margin: 2rem auto;
  padding: 1.5rem;
  background: #fff;
  border-radius: 0.75rem;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.08);
}
h1 {
  margin-top: 0;
  font-size: 1.35rem;
}
.order {
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.4rem 1rem;
}
.order dt {
  color: #616e7c;
}
.order dd {
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
}
.actions {
  display: flex;
  gap: 0.75rem;
  margin-top: 1.5rem;
}
button {
  flex: 1;
  padding: 0.7rem 1rem;
  border: 0;
  border-radius: 0.5rem;
  font: inherit;
  font-weight: 600;
  color: #fff;
  background: #3e4c59;
  cursor: pointer;
}
button.pay {
  background: #2f855a;
}
button.fail {
  background: #c53030;
}
button.cancel {
  background: #616e7c;
}
.error {
  color: #c53030;
}
`;
