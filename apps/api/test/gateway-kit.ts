import type { FastifyInstance } from 'fastify';

/**
 * Drives the gateway stand-in (CCAVENUE_MODE=simulator, the tests' default) as a shopper's
 * browser would: post the hidden form to its payment page, press Pay, Fail or Cancel, and read
 * the form the page would submit back to the shop. No dependencies: a small parse of the
 * stand-in's own HTML.
 */

const SIMULATOR = '/api/payments/ccAvenue/simulator';

export type SimulatorOutcome = 'pay' | 'fail' | 'cancel';

export interface SimulatorReturn {
  /** Where the gateway posts back: the request's redirect_url (cancel_url for cancel). */
  action: string;
  /** The encrypted response, as the shop's callback receives it. */
  encResp: string;
  orderNo: string;
}

const formPost = (url: string, fields: Record<string, string>) => ({
  method: 'POST' as const,
  url,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

const unescapeHtml = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => {
    const map: Record<string, string> = {
      amp: '&',
      lt: '<',
      gt: '>',
      quot: '"',
      '#39': "'",
      '#x27': "'",
    };
    return map[name] ?? _;
  });

/** The text of an error page, for a helpful failure message. */
const pageText = (html: string): string =>
  unescapeHtml(html.replace(/<(script|style)[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Posts the payment page's form (encRequest, access_code, command) and returns the page's
 * HTML. Throws with the page's text when the stand-in refuses the request (an error page).
 */
export async function openSimulatorPage(
  app: FastifyInstance,
  { encRequest, accessCode }: { encRequest: string; accessCode: string },
): Promise<string> {
  const res = await app.inject(
    formPost(`${SIMULATOR}/transaction?command=initiateTransaction`, {
      encRequest,
      access_code: accessCode,
      command: 'initiateTransaction',
    }),
  );
  if (res.statusCode !== 200) {
    throw new Error(`simulator page ${res.statusCode}: ${pageText(res.body)}`);
  }
  return res.body;
}

/** The value of one hidden field of a form's HTML. */
function hiddenField(form: string, name: string): string {
  for (const input of form.match(/<input\b[^>]*>/g) ?? []) {
    const attrs = Object.fromEntries(
      [...input.matchAll(/([a-zA-Z_:-]+)="([^"]*)"/g)].map((m) => [m[1], unescapeHtml(m[2]!)]),
    );
    if (attrs.name === name) return attrs.value ?? '';
  }
  throw new Error(`the simulator's return form has no field ${name}`);
}

/**
 * Opens the page, presses the outcome's button and returns what the browser would then post
 * to the shop. Throws with the page's text when the stand-in refuses (e.g. a second decision).
 */
export async function payAtSimulator(
  app: FastifyInstance,
  {
    encRequest,
    accessCode,
    outcome,
  }: { encRequest: string; accessCode: string; outcome: SimulatorOutcome },
): Promise<SimulatorReturn> {
  await openSimulatorPage(app, { encRequest, accessCode });
  const res = await app.inject(
    formPost(`${SIMULATOR}/decide`, { encRequest, access_code: accessCode, outcome }),
  );
  if (res.statusCode !== 200) {
    throw new Error(`simulator decision ${res.statusCode}: ${pageText(res.body)}`);
  }
  const form = /<form\b[^>]*\bid="return"[^>]*>[\s\S]*?<\/form>/.exec(res.body)?.[0];
  const action = form && /\baction="([^"]*)"/.exec(form)?.[1];
  if (!form || action === undefined) throw new Error('the simulator answered no return form');
  return {
    action: unescapeHtml(action),
    encResp: hiddenField(form, 'encResp'),
    orderNo: hiddenField(form, 'orderNo'),
  };
}
