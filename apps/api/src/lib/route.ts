import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import type { z } from 'zod';
import {
  errorBodySchema,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
} from '@grofresh/contracts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
};

/** What a handler gets: the validated parts of the request, and the request itself. */
export interface RouteInput<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers an endpoint declared in contracts: its schemas validate the request and the
 * answer and describe it in OpenAPI; the handler returns the success body.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<z.input<E['response']>>,
  options: { onRequest?: onRequestAsyncHookHandler; bodyLimit?: number } = {},
): void {
  const status = endpoint.status ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.public ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [status]: endpoint.response, ...errors },
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
