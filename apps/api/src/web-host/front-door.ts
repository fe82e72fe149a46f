import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { TrustsProxy } from '../lib/client-key';
import { sentAnswer, type EncodedAnswer, type Encoding } from '../lib/encoded-answer';
import { REQUEST_ID_HEADER, requestIdOf } from '../plugins/request-log';
import { API_HEADERS, HSTS } from '../plugins/security-headers';

/** Sends a request's answer itself and says so, or leaves the request to Fastify. */
export type FrontDoor = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Fastify's `serverFactory`: an HTTP server that offers each request to the front door
 * (`frontDoor`, set once the shop is built) before Fastify, with the timeouts Fastify would
 * have set on a server of its own.
 */
export function serverWithFrontDoor(door: () => FrontDoor | undefined) {
  return (
    fastify: (req: IncomingMessage, res: ServerResponse) => void,
    options: FastifyServerOptions,
  ): Server => {
    const server = createServer((req, res) => {
      // Once the shop is closing, Fastify answers everything (503 with Connection: close), so
      // a keep-alive client busy with kept answers lets go and shutdown is not held up.
      if (server.listening && door()?.(req, res)) return;
      fastify(req, res);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? server.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout ?? server.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    return server;
  };
}

/** An API answer's security headers but its cache-control, which a kept answer replaces. */
const SECURITY = Object.entries(API_HEADERS)
  .filter(([name]) => name !== 'cache-control')
  .flat();

/** Every header a kept answer goes out with but the per-request ones, worked out once each. */
interface Heads {
  ok: string[];
  notModified: string[];
}
const headsOf = new WeakMap<EncodedAnswer, Partial<Record<Encoding, Heads>>>();

function heads(answer: EncodedAnswer, encoding: Encoding): Heads {
  let byEncoding = headsOf.get(answer);
  if (!byEncoding) headsOf.set(answer, (byEncoding = {}));
  let made = byEncoding[encoding];
  if (!made) {
    made = byEncoding[encoding] = {
      ok: [...SECURITY, ...answer.headers(encoding, false)],
      notModified: [...SECURITY, ...answer.headers(encoding, true)],
    };
  }
  return made;
}

/** Whether the request came over HTTPS: its socket's, or what a trusted proxy says it was. */
function overHttps(req: IncomingMessage, trusts: TrustsProxy | false): boolean {
  const given = req.headers['x-forwarded-proto'];
  const proto = Array.isArray(given) ? given.join(',') : given;
  const peer = req.socket.remoteAddress;
  if (proto && trusts && peer !== undefined && trusts(peer, 0)) {
    // The last entry, as Fastify's `request.protocol` reads it.
    return proto.slice(proto.lastIndexOf(',') + 1).trim() === 'https';
  }
  return 'encrypted' in req.socket && req.socket.encrypted === true;
}

const LEVELS: Record<string, number | undefined> = pino.levels.values;
const DEBUG = LEVELS.debug ?? 20;

/** What the front door reports each answer to, besides the answer itself. */
export interface FrontDoorDeps {
  trustProxy: TrustsProxy | false;
  /** The request metrics, when they are on. */
  record?: (route: string, method: string, statusCode: number, seconds: number) => void;
}

/**
 * The front door: a GET whose exact URL was answered from the catalog cache since the catalog
 * last changed, with its bytes ready in the encoding asked for, is answered here from memory,
 * before Fastify makes a request and reply, routes, runs hooks or counts the client against the
 * request ceiling (a kept answer costs next to nothing; the limit guards what costs). It goes out
 * with every header Fastify's route gave it (the API's security headers, HSTS over HTTPS, the
 * request id, no-cache, vary and the ETag, or 304 for a matching If-None-Match), is counted in
 * the request metrics under its route and logged at debug. Anything else goes to Fastify.
 */
export function frontDoor(app: FastifyInstance, deps: FrontDoorDeps): FrontDoor {
  const { log } = app;
  return (req, res) => {
    if (req.method !== 'GET' || req.url === undefined) return false;
    const sent = sentAnswer(app, req.url);
    if (!sent) return false;
    const { answer } = sent;
    const encoding = answer.encodingFor(req.headers['accept-encoding']);
    const body = answer.ready(encoding);
    if (!body) return false;

    const started = deps.record && performance.now();
    const reqId = requestIdOf(req);
    const fresh = answer.matches(req.headers['if-none-match']);
    const { ok, notModified } = heads(answer, encoding);
    const headers = [REQUEST_ID_HEADER, reqId, ...(fresh ? notModified : ok)];
    if (overHttps(req, deps.trustProxy)) headers.push('strict-transport-security', HSTS);
    if (fresh) {
      res.writeHead(304, headers).end();
    } else {
      headers.push('content-length', String(body.length));
      res.writeHead(200, headers).end(body);
    }

    const { statusCode } = res;
    if (started !== undefined)
      deps.record?.(sent.route, 'GET', statusCode, (performance.now() - started) / 1000);
    if ((LEVELS[log.level] ?? Infinity) <= DEBUG)
      log.debug({ reqId, method: 'GET', url: req.url, statusCode }, 'answered from memory');
    return true;
  };
}
