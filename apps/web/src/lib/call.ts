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
 * An endpoint as a page calls it: its method and path, its schemas as types only. The shop's
 * first pages must not download zod (e2e/first-paint.spec.ts), and an endpoint object brings
 * its schemas along; a reference does not. The compiler checks the method and the path are
 * the endpoint's, so a changed contract breaks the reference, not the call.
 */
export interface EndpointRef<E extends Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** Never set: it carries the endpoint's type to `call`. */
  readonly endpoint?: E;
}

/** `refTo<typeof catalogEndpoints.banners>('GET', '/banners/all')`. */
export const refTo = <E extends Endpoint>(
  method: E['method'],
  path: E['path'],
): EndpointRef<E> => ({ method, path });

/** What a call may add to the request: its abort signal, headers, and keepalive. */
type CallInit = Pick<RequestInit, 'signal' | 'headers' | 'keepalive'>;

/**
 * Calls an endpoint declared in contracts (or a reference to one): its path, params, query
 * and body are typed from the same schemas the server validates with, and so is the answer.
 * The answer is trusted as the server's, not parsed again (that would put zod in every page).
 */
export function call<E extends Endpoint>(
  endpoint: E | EndpointRef<E>,
  request: RequestOf<E>,
  init: CallInit = {},
): Promise<ResponseOf<E>> {
  const { path, ...rest } = requestOf(endpoint, request, init);
  return api<ResponseOf<E>>(path, rest);
}

/** `call`, also giving the answer's headers (`complaint/mine` sends its next cursor in one). */
export function callWithHeaders<E extends Endpoint>(
  endpoint: E | EndpointRef<E>,
  request: RequestOf<E>,
  init: CallInit = {},
): Promise<{ body: ResponseOf<E>; headers: Headers }> {
  const { path, ...rest } = requestOf(endpoint, request, init);
  return apiWithHeaders<ResponseOf<E>>(path, rest);
}

/** Sends a form (a file, as `multipart/form-data`) to an endpoint that reads one. */
export function callWithForm<E extends Endpoint>(
  endpoint: E | EndpointRef<E>,
  form: FormData,
  init: CallInit = {},
): Promise<ResponseOf<E>> {
  return api<ResponseOf<E>>(endpoint.path, { ...init, method: endpoint.method, body: form });
}

function requestOf<E extends Endpoint>(
  endpoint: E | EndpointRef<E>,
  request: RequestOf<E>,
  init: CallInit,
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
