import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { z } from 'zod';
import { type BodyOf, type Endpoint, type ParamsOf, type QueryOf } from '@grofresh/contracts';
import { errorResponses, errorStatusesOf, isRateLimited } from './route-errors';

/** What a handler gets: the validated parts of the request, and the request itself. */
export interface RouteInput<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** How a route differs from the plain case: its hooks, its body limit, its rate limit… */
export interface RouteOptions {
  onRequest?: onRequestAsyncHookHandler;
  /** Runs after the request is validated (a bad body is 400 before a missing token is 401). */
  preHandler?: preHandlerAsyncHookHandler;
  bodyLimit?: number;
  /** False for answers sent as bytes already compressed (lib/encoded-answer.ts). */
  compress?: false;
  /** Per-route settings of plugins (`rateLimit`). */
  config?: object;
}

/**
 * Registers an endpoint declared in contracts: its schemas validate the request and the
 * answer and describe it in OpenAPI. The handler returns the success body, or the reply when
 * it has answered itself (bytes kept ready, a redirect, an image).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<z.input<E['response']> | FastifyReply>,
  options: RouteOptions = {},
): void {
  const status = endpoint.status ?? 200;
  const { description } = endpoint.response;
  const success = endpoint.contentType
    ? {
        ...(description ? { description } : {}),
        content: { [endpoint.contentType]: { schema: endpoint.response } },
      }
    : endpoint.response;
  const response: Record<number, unknown> = {
    [status]: success,
    ...(endpoint.alsoStatus ? { [endpoint.alsoStatus]: success } : {}),
    ...errorResponses(errorStatusesOf(endpoint, { rateLimited: isRateLimited(app) })),
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...options,
    schema: {
      ...(endpoint.hidden ? { hide: true } : {}),
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      security: endpoint.public ? [] : [{ bearer: [] }],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.bodyContentType ? { consumes: [endpoint.bodyContentType] } : {}),
      response,
    },
    handler: async (req, reply) => {
      reply.status(status);
      // The schemas above have validated (and transformed) each part already.
      return handler({
        params: req.params as ParamsOf<E>,
        query: req.query as QueryOf<E>,
        body: req.body as BodyOf<E>,
        req,
        reply,
      });
    },
  });
}
