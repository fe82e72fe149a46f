import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { acceptFormBodies } from '../../lib/form-body';
import { errorResponses } from '../../lib/route-errors';
import { encrypt } from '../../modules/payments/gateway/cipher';
import type { GatewayTransport } from '../../modules/payments/gateway/create-gateway';
import { answerApi, type SimulatorDeps } from './simulator-api';
import { decideTransaction, openTransaction, type SimulatorOutcome } from './simulator-books';
import {
  errorPage,
  PAGE_STYLE,
  paymentPage,
  RETURN_SCRIPT,
  returnPage,
  SIMULATOR_CSP,
} from './simulator-pages';
import { readRequest, responseText } from './simulator-request';

/**
 * The gateway stand-in (CCAVENUE_MODE=simulator): CCAvenue's payment page, the response it
 * posts back, and its status and refund APIs, served by the shop itself through the same
 * cipher and wire format as the real gateway. Its books are gateway_simulator_transactions.
 */

export type { SimulatorDeps } from './simulator-api';

/** The stand-in's status and refund APIs, reached in-process with CCAvenue's wire format. */
export function simulatorTransport(deps: SimulatorDeps): GatewayTransport {
  return async (form) => answerApi(deps, Object.fromEntries(form));
}

/** A form body as strings only (a JSON body's other values are ignored). */
const formOf = (body: unknown): Record<string, string> =>
  typeof body === 'object' && body !== null
    ? Object.fromEntries(
        Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'),
      )
    : {};

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', SIMULATOR_CSP)
    .header('referrer-policy', 'no-referrer')
    .send(html);

const outcomes: readonly string[] = ['pay', 'fail', 'cancel'] satisfies SimulatorOutcome[];

const text = (description: string, type: string) => ({
  description,
  content: { [type]: { schema: z.string() } },
});
const pages = {
  200: text('The page (HTML).', 'text/html'),
  400: text('The request is refused: a page that says why (HTML).', 'text/html'),
};
const apiAnswer = {
  200: text("CCAvenue's answer: status=…&enc_response=… (or its error words).", 'text/plain'),
};

/**
 * Its description: open to anyone, as the gateway's pages are, within the per-client limit; a
 * form post can be too large or of a type it does not read.
 */
const docs = (summary: string, answers: Record<number, ReturnType<typeof text>>, post = false) => ({
  schema: {
    tags: ['payments (simulator)'],
    summary,
    security: [],
    response: { ...answers, ...errorResponses(post ? [413, 415, 429, 500] : [429, 500]) },
  },
});

/** The stand-in's payment page and its API over HTTP, under /api/payments/ccAvenue/simulator. */
export const simulatorRoutes =
  (deps: SimulatorDeps): FastifyPluginAsync =>
  async (app) => {
    acceptFormBodies(app);
    const base = '/payments/ccAvenue/simulator';

    app.post(
      `${base}/transaction`,
      docs("The stand-in of CCAvenue's payment page (initiateTransaction)", pages, true),
      async (req, reply) => {
        const form = formOf(req.body);
        const query = formOf(req.query);
        if ((query.command ?? form.command) !== 'initiateTransaction')
          return sendHtml(reply, 400, errorPage('Invalid command'));
        const request = readRequest(deps.credentials, form);
        if (typeof request === 'string') {
          req.log.info({ reason: request }, 'gateway simulator refused a payment request');
          return sendHtml(reply, 400, errorPage(request));
        }
        const row = await openTransaction(deps.db, deps.clock.now(), request);
        if (!row) return sendHtml(reply, 400, errorPage('This order has already been processed.'));
        return sendHtml(
          reply,
          200,
          paymentPage({
            ...request,
            encRequest: form.encRequest ?? '',
            accessCode: deps.credentials.accessCode,
          }),
        );
      },
    );

    app.post(
      `${base}/decide`,
      docs(
        "The stand-in page's Pay, Fail or Cancel: answers the form posting back to the shop",
        pages,
        true,
      ),
      async (req, reply) => {
        const form = formOf(req.body);
        const request = readRequest(deps.credentials, form);
        if (typeof request === 'string') return sendHtml(reply, 400, errorPage(request));
        const outcome = form.outcome ?? '';
        if (!outcomes.includes(outcome)) return sendHtml(reply, 400, errorPage('Invalid outcome'));
        const at = deps.clock.now();
        const row = await decideTransaction(deps.db, at, {
          orderId: request.orderId,
          amountPaise: request.amountPaise,
          outcome: outcome as SimulatorOutcome,
        });
        if (row === 'unknown')
          return sendHtml(reply, 400, errorPage('This order has not been initiated.'));
        if (row === 'decided')
          return sendHtml(reply, 400, errorPage('This order has already been processed.'));
        req.log.info(
          { orderId: request.orderId, status: row.orderStatus },
          'gateway simulator decided a payment',
        );
        const text = responseText(request, row, outcome as SimulatorOutcome, at);
        return sendHtml(
          reply,
          200,
          returnPage({
            action: outcome === 'cancel' ? request.cancelUrl : request.redirectUrl,
            encResp: encrypt(text, deps.credentials.workingKey),
            orderNo: request.orderId,
          }),
        );
      },
    );

    const script = { 200: text('The script.', 'application/javascript') };
    app.get(`${base}/return.js`, docs('Submits the return form', script), async (_req, reply) =>
      reply
        .header('content-type', 'application/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(RETURN_SCRIPT),
    );

    const style = { 200: text('The stylesheet.', 'text/css') };
    app.get(
      `${base}/page.css`,
      docs("The stand-in pages' stylesheet", style),
      async (_req, reply) =>
        reply
          .header('content-type', 'text/css; charset=utf-8')
          .header('cache-control', 'public, max-age=300')
          .send(PAGE_STYLE),
    );

    app.post(
      `${base}/apis/servlet/DoWebTrans`,
      docs("The stand-in of CCAvenue's API: orderStatusTracker and refundOrder", apiAnswer, true),
      async (req, reply) =>
        reply
          .header('content-type', 'text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(await answerApi(deps, formOf(req.body))),
    );
  };
