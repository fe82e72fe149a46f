import type { FastifyInstance } from 'fastify';
import { errorBodySchema, type Endpoint, type EndpointErrorStatus } from '@grofresh/contracts';

/** Every status a failure of this API answers with, each with the body `errorBodySchema`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/**
 * The failures a route can answer, from what its endpoint is: 400 when it takes input, 401 and
 * 403 when it needs a token, 404 when its path names something, 413 and 415 when it reads a
 * body (too large; not JSON), 429 where the per-client limit applies (plugins/rate-limit.ts),
 * 500 everywhere; then the ones its handler answers by rule (`endpoint.errors`: 409, 422 …).
 */
export function errorStatusesOf(
  endpoint: Pick<Endpoint, 'params' | 'query' | 'body' | 'bodyContentType' | 'public' | 'errors'>,
  { rateLimited }: { rateLimited: boolean },
): ErrorStatus[] {
  // A body the route reads itself (a multipart upload) is a body too.
  const body = endpoint.body !== undefined || endpoint.bodyContentType !== undefined;
  const statuses = new Set<ErrorStatus>([
    ...(endpoint.params || endpoint.query || body ? [400 as const] : []),
    ...(endpoint.public ? [] : [401 as const, 403 as const]),
    ...(endpoint.params ? [404 as const] : []),
    ...(body ? [413 as const, 415 as const] : []),
    ...(rateLimited ? [429 as const] : []),
    500,
    ...(endpoint.errors ?? []),
  ]);
  return [...statuses].sort((a, b) => a - b);
}

/** Whether the per-client limit applies in this scope (@fastify/rate-limit decorates it). */
export const isRateLimited = (app: FastifyInstance): boolean => app.hasDecorator('rateLimit');

/**
 * The response schemas of those statuses: the answer is checked and described by them. A
 * status left out is still answered, serialized as it is (Fastify only uses the schemas it
 * has), so a list that misses one costs the description, never the answer.
 */
export const errorResponses = (
  statuses: readonly (ErrorStatus | EndpointErrorStatus)[],
): Record<number, typeof errorBodySchema> =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
