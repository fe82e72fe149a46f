import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { RequestLogger } from './request-logger';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy or a client may name a request: a plain token, never something to inject. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Fastify's `genReqId`: the caller's X-Request-Id when it is a sane token (a proxy's or a
 * mobile app's, so one request can be followed across systems), otherwise a new UUID.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Called once per answered request (the metrics' route histogram). */
export type AnswerObserver = (req: FastifyRequest, reply: FastifyReply) => void;

/**
 * The shop's request logging, as Fastify's log controller (which Fastify calls for every
 * request, matched or not, before any hook and after the last): the request id on the answer,
 * and one line per answered request instead of Fastify's two (incoming and completed): method,
 * URL, status and time, with `reqId` from the request's logger. Kept catalog answers never
 * reach Fastify: the front door (web-host/front-door.ts) logs them at debug. Fastify's other
 * request lines (route not found, errors it handles itself) stay off: the error handler
 * (plugins/errors.ts) logs what matters.
 */
export class RequestLog extends LogController {
  constructor(private readonly observe?: AnswerObserver) {
    super({ disableRequestLogging: true });
  }

  override incomingRequest(req: FastifyRequest, reply: FastifyReply): void {
    reply.header(REQUEST_ID_HEADER, req.id);
  }

  override requestCompleted(_error: unknown, req: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: req.method,
      url: req.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    req.log.info(line, 'request completed');
    this.observe?.(req, reply);
  }
}

/** Request loggers made only when a request logs (`RequestLogger`). */
export function registerRequestLog(app: FastifyInstance): void {
  app.setChildLoggerFactory(
    (logger, bindings, options) => new RequestLogger(logger, bindings, options),
  );
}
