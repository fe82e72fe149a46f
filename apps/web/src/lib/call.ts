import { endpointPath, type Endpoint, type RequestOf, type ResponseOf } from '@grofresh/contracts';
import { api, apiWithHeaders } from './api-client';

/** `{a: 1, b: undefined}` → `?a=1`; empty values are left out. */
function queryString(query: object | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls an endpoint declared in contracts: its path, params, query and body are typed from
 * the same schemas the server validates with, and so is the answer.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  request: RequestOf<E>,
  init: Pick<RequestInit, 'signal'> = {},
): Promise<ResponseOf<E>> {
  const { path, ...rest } = requestOf(endpoint, request, init);
  return api<ResponseOf<E>>(path, rest);
}

/** `call`, also giving the answer's headers (`complaint/mine` sends its next cursor in one). */
export function callWithHeaders<E extends Endpoint>(
  endpoint: E,
  request: RequestOf<E>,
  init: Pick<RequestInit, 'signal'> = {},
): Promise<{ body: ResponseOf<E>; headers: Headers }> {
  const { path, ...rest } = requestOf(endpoint, request, init);
  return apiWithHeaders<ResponseOf<E>>(path, rest);
}

function requestOf<E extends Endpoint>(
  endpoint: E,
  request: RequestOf<E>,
  init: Pick<RequestInit, 'signal'>,
): RequestInit & { path: string } {
  const { params, query, body } = request as {
    params?: Record<string, unknown>;
    query?: object;
    body?: unknown;
  };
  return {
    ...init,
    path: endpointPath(endpoint.path, params) + queryString(query),
    method: endpoint.method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}
